import { Inject, Injectable } from '@nestjs/common';
import { TenderEvents, type EventEnvelope, type SavedSearchMatched } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { savedSearchMatchesMail } from '../mail/templates/saved-search-matches.template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const SAVED_SEARCH_MATCHED_KIND = 'saved-search-matched';

/** The in-app line for an alert: "3 new tenders match "Care homes in Kent"". */
export function savedSearchAlertTitle(payload: Pick<SavedSearchMatched, 'searchName' | 'tenders'>): string {
  const count = payload.tenders.length;
  return `${count} new tender${count === 1 ? '' : 's'} match${count === 1 ? 'es' : ''} "${payload.searchName}"`;
}

/**
 * A saved search matched new tenders (tenders decides instant or daily): one in-app notification linking to the
 * tender (one match) or the dashboard (several), and one e-mail listing them, in the same inbox transaction. The
 * recipient's address comes from the recipients read model; if accounts' events have not arrived yet the handler
 * fails and the event is retried with backoff (then dead-lettered, replayable from the console).
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'AlertOnSavedSearchMatched', events: [TenderEvents.SavedSearchMatched] })
export class AlertOnSavedSearchMatched implements EventConsumerHandler<SavedSearchMatched> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<SavedSearchMatched>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    if (payload.tenders.length === 0) return;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    if (!recipient) throw new Error(`No recipient known yet for account ${payload.accountId} (saved search ${payload.savedSearchId})`);
    const single = payload.tenders.length === 1 ? payload.tenders[0] : null;
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.accountId,
          companyId: recipient.companyId ?? null,
          kind: SAVED_SEARCH_MATCHED_KIND,
          title: savedSearchAlertTitle(payload),
          body: payload.tenders
            .slice(0, 3)
            .map((t) => t.title)
            .join(' · ')
            .concat(payload.tenders.length > 3 ? ` and ${payload.tenders.length - 3} more` : ''),
          link: single ? `/tender/${encodeURIComponent(single.tenderId)}` : '/v3/dashboard',
          data: { savedSearchId: payload.savedSearchId, delivery: payload.delivery, tenderIds: payload.tenders.map((t) => t.tenderId) },
          actorAccountId: null,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
    const mail = savedSearchMatchesMail(this.ctx, { name: recipient.name, ...payload });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: recipient.email });
  }
}
