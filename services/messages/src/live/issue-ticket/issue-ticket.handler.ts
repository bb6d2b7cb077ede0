import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LiveTicket } from '@jointly/contracts';
import { LiveTickets, TICKET_TTL_SECONDS } from '../live-ticket';
import { IssueTicketCommand } from './issue-ticket.command';

@CommandHandler(IssueTicketCommand)
export class IssueTicketHandler implements ICommandHandler<IssueTicketCommand> {
  constructor(private readonly tickets: LiveTickets) {}

  async execute({ caller }: IssueTicketCommand): Promise<LiveTicket> {
    return { ticket: await this.tickets.issue(caller.id), expiresInSeconds: TICKET_TTL_SECONDS };
  }
}
