import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PlanView } from '@jointly/contracts';
import { PlanRepository } from '../plan.repository';
import { GetPlanQuery } from './get-plan.query';

@QueryHandler(GetPlanQuery)
export class GetPlanHandler implements IQueryHandler<GetPlanQuery> {
  constructor(private readonly plans: PlanRepository) {}

  execute({ code }: GetPlanQuery): Promise<PlanView> {
    return this.plans.get(code);
  }
}
