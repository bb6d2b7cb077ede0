import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { transaction } from '@jointly/common/database';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS } from '../../../notifications.database';
import { RecipientRepository } from '../../../recipient/recipient.repository';
import { NotificationWriter } from '../../notification-writer';
import { CompanyWithoutMembersError } from '../../notification.errors';
import type { NewNotification } from '../../notification.repository';
import { toNotificationView, type NotificationView } from '../../notification.view';
import { CreateConsortiumRequestNotificationCommand } from './create-consortium-request-notification.command';

export const CONSORTIUM_REQUEST_KIND = 'consortium-request';

@CommandHandler(CreateConsortiumRequestNotificationCommand)
export class CreateConsortiumRequestNotificationHandler implements ICommandHandler<CreateConsortiumRequestNotificationCommand> {
  constructor(
    @InjectDataSource(NOTIFICATIONS) private readonly dataSource: DataSource,
    private readonly recipients: RecipientRepository,
    private readonly writer: NotificationWriter,
  ) {}

  async execute({ actor, input }: CreateConsortiumRequestNotificationCommand): Promise<NotificationView[]> {
    return transaction(this.dataSource, async (manager) => {
      const sender = await this.recipients.findByAccountId(actor.id, manager);
      const from = sender?.companyName ?? sender?.name ?? null;
      const invitation = from
        ? `${from} invites you to join the consortium "${input.consortiumName}".`
        : `You are invited to join the consortium "${input.consortiumName}".`;
      const base = {
        kind: CONSORTIUM_REQUEST_KIND,
        title: `Consortium request: ${input.consortiumName}`,
        body: input.message ? `${invitation}\n\n${input.message}` : `${invitation} Open it to accept or decline.`,
        link: `/consortium/${input.consortiumId}`,
        data: { consortiumId: input.consortiumId, consortiumName: input.consortiumName },
        actorAccountId: actor.id,
        sourceEventId: null,
      };
      let targets: Array<Pick<NewNotification, 'recipientAccountId' | 'companyId'>>;
      if (input.recipientAccountId) {
        const recipient = await this.recipients.findByAccountId(input.recipientAccountId, manager);
        targets = [{ recipientAccountId: input.recipientAccountId, companyId: input.companyId ?? recipient?.companyId ?? null }];
      } else {
        const members = await this.recipients.findByCompanyId(input.companyId!, manager);
        if (!members.length) throw new CompanyWithoutMembersError(input.companyId!);
        targets = members.map((m) => ({ recipientAccountId: m.accountId, companyId: input.companyId! }));
      }
      const created = await this.writer.create(
        manager,
        targets.map((t) => ({ ...base, ...t })),
      );
      return created.map(toNotificationView);
    });
  }
}
