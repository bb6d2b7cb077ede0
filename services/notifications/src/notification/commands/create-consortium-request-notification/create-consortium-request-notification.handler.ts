import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { transaction } from '@jointly/common/database';
import { RateLimiter, type RateLimit } from '@jointly/common/limits';
import type { DataSource } from 'typeorm';
import { ConsortiumRequestRepository } from '../../../directory/consortium-request.repository';
import { NOTIFICATIONS } from '../../../notifications.database';
import { RecipientRepository } from '../../../directory/recipient.repository';
import { NotificationWriter } from '../../notification-writer';
import {
  ConsortiumRequestAlreadyRemindedError,
  ConsortiumRequestNotFoundError,
  NotConsortiumRequestSenderError,
} from '../../notification.errors';
import type { NewNotification } from '../../notification.repository';
import { toNotificationView, type NotificationView } from '../../notification.view';
import { CreateConsortiumRequestNotificationCommand } from './create-consortium-request-notification.command';
import { consortiumReminderBody } from './consortium-reminder';

/** Each call writes into other people's inboxes: limited per sending account (429). */
export const NOTIFICATIONS_PER_ACCOUNT: RateLimit = { what: 'notifications sent', limit: 30, windowSeconds: 60 * 60 };

export const CONSORTIUM_REQUEST_KIND = 'consortium-request';
/** One reminder per request a day. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The sender of a pending consortium request reminds the invited company: one notification to each of its known
 * members (or the invited account), every displayed field from the consortium_request read model. 404 for a
 * request notifications does not know, 403 for anyone but its sender, 409 once answered or already reminded today;
 * 429 past NOTIFICATIONS_PER_ACCOUNT, counted before anything is read.
 */
@CommandHandler(CreateConsortiumRequestNotificationCommand)
export class CreateConsortiumRequestNotificationHandler implements ICommandHandler<CreateConsortiumRequestNotificationCommand> {
  constructor(
    @InjectDataSource(NOTIFICATIONS) private readonly dataSource: DataSource,
    private readonly requests: ConsortiumRequestRepository,
    private readonly recipients: RecipientRepository,
    private readonly writer: NotificationWriter,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ actor, requestId }: CreateConsortiumRequestNotificationCommand): Promise<NotificationView[]> {
    await this.limiter.hit('notification-create', actor.id, NOTIFICATIONS_PER_ACCOUNT);
    return transaction(this.dataSource, async (manager) => {
      const request = await this.requests.findById(manager, requestId);
      if (!request) throw new ConsortiumRequestNotFoundError(requestId);
      if (request.fromAccountId !== actor.id) throw new NotConsortiumRequestSenderError();
      if (request.status !== 'Pending') throw new ConsortiumRequestAlreadyRemindedError('This request has been answered already.');
      // Two reminders at once: the second waits here, then sees the first.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('consortium-reminder:' || $1))`, [requestId]);
      if (await this.requests.remindedSince(manager, requestId, new Date(Date.now() - REMINDER_INTERVAL_MS)))
        throw new ConsortiumRequestAlreadyRemindedError('You have reminded them of this request today already.');
      const members = await this.recipients.findByCompanyId(request.toCompanyId, manager);
      const targets: Array<Pick<NewNotification, 'recipientAccountId' | 'companyId'>> = members.length
        ? members.map((m) => ({ recipientAccountId: m.accountId, companyId: request.toCompanyId }))
        : [{ recipientAccountId: request.toAccountId, companyId: request.toCompanyId }];
      const created = await this.writer.create(
        manager,
        targets.map((target) => ({
          ...target,
          kind: CONSORTIUM_REQUEST_KIND,
          title: `Consortium request: ${request.consortiumName}`,
          body: consortiumReminderBody(request),
          link: '/consortium/dashboard',
          data: { consortiumId: request.consortiumId, consortiumName: request.consortiumName, requestId: request.requestId },
          actorAccountId: actor.id,
          sourceEventId: null,
        })),
      );
      return created.map(toNotificationView);
    });
  }
}
