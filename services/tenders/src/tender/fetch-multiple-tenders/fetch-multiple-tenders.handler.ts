import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderListItem } from '../../search/tender-search';
import { TenderRepository } from '../tender.repository';
import { tenderListView } from '../tender.view';
import { FetchMultipleTendersQuery } from './fetch-multiple-tenders.query';

@QueryHandler(FetchMultipleTendersQuery)
export class FetchMultipleTendersHandler implements IQueryHandler<FetchMultipleTendersQuery> {
  constructor(private readonly tenders: TenderRepository) {}

  async execute({ ids }: FetchMultipleTendersQuery): Promise<{ foundTenders: TenderListItem[]; count: number }> {
    const rows = await this.tenders.findMany(ids);
    return { foundTenders: rows.map(tenderListView), count: rows.length };
  }
}
