import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PlanView } from '@jointly/contracts';
import { PlanRepository } from '../plan.repository';
import { ListPlansQuery } from './list-plans.query';

@QueryHandler(ListPlansQuery)
export class ListPlansHandler implements IQueryHandler<ListPlansQuery> {
  constructor(private readonly plans: PlanRepository) {}

  async execute(): Promise<PlanView[]> {
    return (await this.plans.list()).filter((p) => p.active);
  }
}
