import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminSubscriptionsReader } from './admin-subscriptions.reader';
import { GetCompanySubscriptionQuery } from './get-company-subscription.query';
import type { AdminSubscriptionRecord } from './list-subscriptions.query';

@QueryHandler(GetCompanySubscriptionQuery)
export class GetCompanySubscriptionHandler implements IQueryHandler<GetCompanySubscriptionQuery> {
  constructor(private readonly reader: AdminSubscriptionsReader) {}

  execute({ partyId }: GetCompanySubscriptionQuery): Promise<AdminSubscriptionRecord> {
    return this.reader.get(partyId);
  }
}
