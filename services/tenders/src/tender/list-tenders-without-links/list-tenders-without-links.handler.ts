import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderListItem } from '../../search/tender-search';
import { TenderRepository } from '../tender.repository';
import { tenderListView } from '../tender.view';
import { ListTendersWithoutLinksQuery } from './list-tenders-without-links.query';

@QueryHandler(ListTendersWithoutLinksQuery)
export class ListTendersWithoutLinksHandler implements IQueryHandler<ListTendersWithoutLinksQuery> {
  constructor(private readonly tenders: TenderRepository) {}

  async execute({
    page,
    limit,
  }: ListTendersWithoutLinksQuery): Promise<{ foundTenders: TenderListItem[]; count: number; currentPage: number; totalPages: number }> {
    const { rows, count } = await this.tenders.withoutNoticeLink(page, limit);
    return { foundTenders: rows.map(tenderListView), count, currentPage: page, totalPages: Math.ceil(count / limit) };
  }
}
