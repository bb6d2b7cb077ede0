import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenderRepository, type TenderAggregate } from '../tender.repository';
import { GetTenderAggregateQuery } from './get-tender-aggregate.query';

@QueryHandler(GetTenderAggregateQuery)
export class GetTenderAggregateHandler implements IQueryHandler<GetTenderAggregateQuery> {
  constructor(private readonly tenders: TenderRepository) {}

  execute(): Promise<TenderAggregate> {
    return this.tenders.aggregate();
  }
}
