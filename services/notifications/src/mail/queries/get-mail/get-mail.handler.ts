import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@jointly/common/errors';
import { toMailLogEntry, type MailLogEntry } from '../../mail-log.view';
import { MailMessageRepository } from '../../mail-message.repository';
import { GetMailQuery } from './get-mail.query';

@QueryHandler(GetMailQuery)
export class GetMailHandler implements IQueryHandler<GetMailQuery> {
  constructor(private readonly mails: MailMessageRepository) {}

  async execute({ mailId }: GetMailQuery): Promise<MailLogEntry> {
    const mail = await this.mails.findById(mailId);
    if (!mail) throw new NotFoundError(`Mail ${mailId} was not found.`, 'MAIL.NOT_FOUND');
    return toMailLogEntry(mail, true);
  }
}
