import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserCriteriaView } from '@jointly/contracts';
import { UserCriteriaRepository } from '../../user-criteria.repository';
import { toUserCriteriaView } from '../../user-criteria.view';
import { ListUserCriteriaQuery } from './list-user-criteria.query';

@QueryHandler(ListUserCriteriaQuery)
export class ListUserCriteriaHandler implements IQueryHandler<ListUserCriteriaQuery> {
  constructor(private readonly criteria: UserCriteriaRepository) {}

  async execute({ query }: ListUserCriteriaQuery): Promise<{ items: UserCriteriaView[]; total: number }> {
    const { items, total } = await this.criteria.findForAdmin(query);
    return { items: items.map(toUserCriteriaView), total };
  }
}
