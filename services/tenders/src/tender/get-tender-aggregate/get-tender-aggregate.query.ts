import { Query } from '@nestjs/cqrs';
import type { TenderAggregate } from '../tender.repository';

/** Counts by status, category (CPV division), region and value band, and open tenders closing this week. */
export class GetTenderAggregateQuery extends Query<TenderAggregate> {}
