import { Command } from '@nestjs/cqrs';
import type { LiveTicket } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** A single-use ticket (valid 60 s) for the caller to open one live stream. */
export class IssueTicketCommand extends Command<LiveTicket> {
  constructor(readonly caller: AuthenticatedUser) {
    super();
  }
}
