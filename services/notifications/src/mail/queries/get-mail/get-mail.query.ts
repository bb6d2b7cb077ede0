import { Query } from '@nestjs/cqrs';
import type { MailLogEntry } from '../../mail-log.view';

/** One mail of the log, with its text and HTML bodies. */
export class GetMailQuery extends Query<MailLogEntry> {
  constructor(readonly mailId: string) {
    super();
  }
}
