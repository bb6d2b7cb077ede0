import {
  AccountEvents,
  type AccountRegistered,
  type AccountType,
  type EventEnvelope,
  type PartnerApproved,
  type PartnerRequested,
  type ProfileUpdated,
} from '@jointly/contracts';

/** The accounts events a service's directory of people and companies follows. */
export const ACCOUNT_DIRECTORY_EVENTS = [
  AccountEvents.AccountRegistered,
  AccountEvents.PartnerRequested,
  AccountEvents.PartnerApproved,
  AccountEvents.ProfileUpdated,
];

export type AccountDirectoryEvent = AccountRegistered | PartnerRequested | PartnerApproved | ProfileUpdated;

/**
 * What one accounts event says about who belongs to which company and what people and companies are called, read the
 * same way by every service that keeps a directory (billing, bids, consortiums, messages). Each service stores what it
 * needs from it in its own schema, in its consumer's transaction.
 */
export interface AccountDirectoryFacts {
  kind: 'registered' | 'partner-requested' | 'partner-approved' | 'profile-updated';
  accountId: string;
  /** The account's type, on registration; partner events name the owner of a provider company. */
  accountType?: AccountType;
  /** The account's e-mail, when the event carries it. */
  email?: string;
  /** The person's name, trimmed, when the event states a non-empty one. */
  personName: string | null;
  /**
   * The company the account belongs to after the event: its id; null when the event says the account left its company
   * (a person removed from a team, or who left it); undefined when the event says nothing about it.
   */
  companyId: string | null | undefined;
  /** The name of that company, trimmed, when the event states a non-empty one (only with a company id). */
  companyName: string | null;
  /** A partner company approved by an admin: when (PartnerApproved only). */
  approvedAt?: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Reads one account directory event (see {@link AccountDirectoryFacts}). */
export function readAccountDirectoryEvent(envelope: EventEnvelope<AccountDirectoryEvent>): AccountDirectoryFacts {
  switch (envelope.type) {
    case AccountEvents.AccountRegistered.type: {
      const event = envelope.payload as AccountRegistered;
      const companyId = event.companyId ?? undefined;
      return {
        kind: 'registered',
        accountId: event.accountId,
        accountType: event.accountType,
        email: event.email,
        personName: text(event.name),
        companyId,
        companyName: companyId ? text(event.companyName) : null,
      };
    }
    case AccountEvents.PartnerRequested.type:
    case AccountEvents.PartnerApproved.type: {
      const event = envelope.payload as PartnerRequested | PartnerApproved;
      const approved = envelope.type === AccountEvents.PartnerApproved.type;
      return {
        kind: approved ? 'partner-approved' : 'partner-requested',
        accountId: event.accountId,
        accountType: 'provider',
        email: event.email,
        personName: null,
        companyId: event.partnerId,
        companyName: text(event.companyName),
        ...(approved ? { approvedAt: envelope.occurredAt } : {}),
      };
    }
    case AccountEvents.ProfileUpdated.type: {
      const { accountId, companyId, changes } = envelope.payload as ProfileUpdated;
      const left = !companyId && !!changes && 'companyId' in changes && changes.companyId === null;
      return {
        kind: 'profile-updated',
        accountId,
        personName: text(changes?.name),
        companyId: companyId ? companyId : left ? null : undefined,
        companyName: companyId ? text(changes?.companyName) : null,
      };
    }
    default:
      throw new Error(`${envelope.type} is not an account directory event`);
  }
}
