import { AccountEvents } from './accounts.events';
import { AdminActionEvents } from './audit.events';
import { BidEvents } from './bids.events';
import { BillingEvents } from './billing.events';
import { ConsortiumEvents } from './consortiums.events';
import { EligibilityEvents } from './eligibility.events';
import type { EventDefinition } from './envelope';
import { MessageEvents } from './messages.events';
import { NotificationEvents } from './notifications.events';
import { TenderEvents } from './tenders.events';

/** Every event contract of the platform, by publishing service (`adminActions`: AdminActionRecorded, which every service publishes). */
export const EVENT_CATALOGUE = {
  accounts: AccountEvents,
  tenders: TenderEvents,
  consortiums: ConsortiumEvents,
  eligibility: EligibilityEvents,
  bids: BidEvents,
  notifications: NotificationEvents,
  messages: MessageEvents,
  billing: BillingEvents,
  adminActions: AdminActionEvents,
} as const;

/** All event definitions in one list. */
export const ALL_EVENTS: EventDefinition<unknown>[] = Object.values(EVENT_CATALOGUE).flatMap((group) => Object.values(group));

/** Every topic that carries platform events (created up front on Kafka). */
export const ALL_TOPICS: string[] = [...new Set(ALL_EVENTS.map((e) => e.topic))].sort();
