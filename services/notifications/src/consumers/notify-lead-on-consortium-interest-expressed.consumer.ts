import { Injectable } from '@nestjs/common';
import { ConsortiumEvents, type ConsortiumInterestExpressed, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { NotificationWriter } from '../notification/notification-writer';

export const CONSORTIUM_INTEREST_KIND = 'consortium-interest';

/** The in-app line: "Kent Homes would like to join the consortium "North Kent care"." with their words, if any. */
export function consortiumInterestBody(payload: ConsortiumInterestExpressed): string {
  const interest = `${payload.fromCompanyName || 'A partner company'} would like to join the consortium "${payload.consortiumName}".`;
  const message = payload.message?.trim();
  return message ? `${interest}\n\n${message}` : `${interest} Open Find consortium partners to accept or decline.`;
}

/**
 * A company registered interest in joining a consortium: one in-app notification to the lead company's owner
 * account, filed under the lead company so its shared inbox shows it (the lead answers under "Has Indicated
 * Interest"). No e-mail yet.
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyLeadOnConsortiumInterestExpressed',
  events: [ConsortiumEvents.ConsortiumInterestExpressed],
})
export class NotifyLeadOnConsortiumInterestExpressed implements EventConsumerHandler<ConsortiumInterestExpressed> {
  constructor(private readonly writer: NotificationWriter) {}

  async handle(envelope: EventEnvelope<ConsortiumInterestExpressed>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.toAccountId,
          companyId: payload.toCompanyId,
          kind: CONSORTIUM_INTEREST_KIND,
          title: `Interest in ${payload.consortiumName}`,
          body: consortiumInterestBody(payload),
          link: '/consortium/dashboard',
          data: {
            consortiumId: payload.consortiumId,
            consortiumName: payload.consortiumName,
            requestId: payload.requestId,
            companyId: payload.fromCompanyId,
          },
          actorAccountId: payload.fromAccountId,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
  }
}
