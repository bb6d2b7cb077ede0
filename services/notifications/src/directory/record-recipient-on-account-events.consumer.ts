import { Injectable } from '@nestjs/common';
import {
  AccountEvents,
  type AccountRegistered,
  type EmailVerified,
  type EventEnvelope,
  type PartnerApproved,
  type ProfileUpdated,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { RecipientRepository, type RecipientFacts } from './recipient.repository';

type AccountEvent = AccountRegistered | EmailVerified | ProfileUpdated | PartnerApproved;

const str = (value: unknown): string | null | undefined =>
  value === null ? null : typeof value === 'string' ? value.trim() || null : undefined;

/** The facts a ProfileUpdated carries: `changes` may hold email, name (or first/last name), companyId, companyName. */
export function profileFacts(payload: ProfileUpdated): RecipientFacts {
  const changes = payload.changes ?? {};
  const facts: RecipientFacts = {};
  const email = str(changes.email);
  if (email) facts.email = email;
  const first = str(changes.firstName);
  const last = str(changes.lastName);
  const name =
    'name' in changes
      ? str(changes.name)
      : first !== undefined || last !== undefined
        ? [first, last].filter(Boolean).join(' ') || null
        : undefined;
  if (name !== undefined) facts.name = name;
  // An explicit change (possibly to null) wins; the payload's own companyId only ever adds a company, never clears one.
  if ('companyId' in changes) facts.companyId = str(changes.companyId) ?? null;
  else if (payload.companyId) facts.companyId = payload.companyId;
  const companyName = str(changes.companyName);
  if (companyName !== undefined) facts.companyName = companyName;
  return facts;
}

/** Keeps the recipients read model: account e-mail, name and type, and which company an account belongs to. */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'RecordRecipientOnAccountEvents',
  events: [AccountEvents.AccountRegistered, AccountEvents.EmailVerified, AccountEvents.ProfileUpdated, AccountEvents.PartnerApproved],
})
export class RecordRecipientOnAccountEvents implements EventConsumerHandler<AccountEvent> {
  constructor(private readonly recipients: RecipientRepository) {}

  async handle(envelope: EventEnvelope<AccountEvent>, manager: EntityManager): Promise<void> {
    switch (envelope.type) {
      case AccountEvents.AccountRegistered.type: {
        const p = envelope.payload as AccountRegistered;
        await this.recipients.record(manager, p.accountId, {
          email: p.email,
          accountType: p.accountType,
          ...(p.name ? { name: p.name } : {}),
          ...(p.companyName ? { companyName: p.companyName } : {}),
          ...(p.companyId ? { companyId: p.companyId } : {}),
        });
        return;
      }
      case AccountEvents.EmailVerified.type: {
        const p = envelope.payload as EmailVerified;
        await this.recipients.record(manager, p.accountId, { email: p.email, accountType: p.accountType });
        return;
      }
      case AccountEvents.ProfileUpdated.type: {
        const p = envelope.payload as ProfileUpdated;
        await this.recipients.record(manager, p.accountId, profileFacts(p));
        return;
      }
      case AccountEvents.PartnerApproved.type: {
        const p = envelope.payload as PartnerApproved;
        // The partner's e-mail is the company's; it only stands in when the account itself is not known yet.
        await this.recipients.recordWithFallbackEmail(manager, p.accountId, p.email, {
          companyId: p.partnerId,
          companyName: p.companyName,
        });
        return;
      }
    }
  }
}
