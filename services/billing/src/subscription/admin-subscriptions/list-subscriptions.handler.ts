import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminSubscriptionsReader } from './admin-subscriptions.reader';
import { ListSubscriptionsQuery, type AdminSubscriptionRecord } from './list-subscriptions.query';

@QueryHandler(ListSubscriptionsQuery)
export class ListSubscriptionsHandler implements IQueryHandler<ListSubscriptionsQuery> {
  constructor(private readonly reader: AdminSubscriptionsReader) {}

  execute({ filter, sort, offset, limit }: ListSubscriptionsQuery): Promise<{ items: AdminSubscriptionRecord[]; total: number }> {
    return this.reader.list(filter, sort, offset, limit);
  }
}
