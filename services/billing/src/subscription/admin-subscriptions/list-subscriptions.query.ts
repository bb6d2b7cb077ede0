import { Query } from '@nestjs/cqrs';

export interface AdminSubscriptionRecord {
  id: string;
  companyName: string | null;
  planCode: string;
  since: string | null;
  requestedPlanCode: string | null;
  requestedAt: string | null;
}

export const SUBSCRIPTION_SORTS = ['companyName', 'planCode', 'since', 'requestedAt'] as const;
export interface SubscriptionFilter {
  q?: string;
  planCode?: string;
  requested?: boolean;
  id?: string[];
}

/** The console's subscriptions (admins): one page of every known company (and subscribed expert) with its plan, and the total. */
export class ListSubscriptionsQuery extends Query<{ items: AdminSubscriptionRecord[]; total: number }> {
  constructor(
    readonly filter: SubscriptionFilter,
    readonly sort: { field: (typeof SUBSCRIPTION_SORTS)[number]; order: 'ASC' | 'DESC' },
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
