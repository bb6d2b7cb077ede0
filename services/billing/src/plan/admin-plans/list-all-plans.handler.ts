import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PlanView } from '@jointly/contracts';
import { PlanRepository } from '../plan.repository';
import { ListAllPlansQuery } from './list-all-plans.query';

@QueryHandler(ListAllPlansQuery)
export class ListAllPlansHandler implements IQueryHandler<ListAllPlansQuery> {
  constructor(private readonly plans: PlanRepository) {}

  execute(): Promise<PlanView[]> {
    return this.plans.list();
  }
}
