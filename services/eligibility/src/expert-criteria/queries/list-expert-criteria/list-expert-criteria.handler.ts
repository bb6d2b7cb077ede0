import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpertCriteriaView } from '@jointly/contracts';
import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertCriteriaView } from '../../expert-criteria.view';
import { ListExpertCriteriaQuery } from './list-expert-criteria.query';

@QueryHandler(ListExpertCriteriaQuery)
export class ListExpertCriteriaHandler implements IQueryHandler<ListExpertCriteriaQuery> {
  constructor(private readonly criteria: ExpertCriteriaRepository) {}

  async execute({ query }: ListExpertCriteriaQuery): Promise<{ items: ExpertCriteriaView[]; total: number }> {
    const { items, total } = await this.criteria.findForAdmin(query);
    return { items: items.map(toExpertCriteriaView), total };
  }
}
