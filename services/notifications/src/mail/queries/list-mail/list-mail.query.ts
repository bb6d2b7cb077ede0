import { Query } from '@nestjs/cqrs';
import type { MailLogEntry } from '../../mail-log.view';
import type { MailLogQuery } from '../../mail-message.repository';

/** A window of the admin mail log and the total matching the filter. */
export class ListMailQuery extends Query<{ items: MailLogEntry[]; total: number }> {
  constructor(readonly query: MailLogQuery) {
    super();
  }
}
