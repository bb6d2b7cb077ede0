import { Query } from '@nestjs/cqrs';
import type { AdminSubscriptionRecord } from './list-subscriptions.query';

/** One company's subscription, for the console (admins). */
export class GetCompanySubscriptionQuery extends Query<AdminSubscriptionRecord> {
  constructor(readonly partyId: string) {
    super();
  }
}
