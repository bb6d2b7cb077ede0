import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toMailLogEntry, type MailLogEntry } from '../../mail-log.view';
import { MailMessageRepository } from '../../mail-message.repository';
import { ListMailQuery } from './list-mail.query';

@QueryHandler(ListMailQuery)
export class ListMailHandler implements IQueryHandler<ListMailQuery> {
  constructor(private readonly mails: MailMessageRepository) {}

  async execute({ query }: ListMailQuery): Promise<{ items: MailLogEntry[]; total: number }> {
    const { items, total } = await this.mails.findForLog(query);
    return { items: items.map((mail) => toMailLogEntry(mail)), total };
  }
}
