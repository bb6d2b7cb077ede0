import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpertCriteriaView } from '@jointly/contracts';
import { ExpertCriteriaNotFoundError } from '../../expert-criteria.errors';
import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertCriteriaView } from '../../expert-criteria.view';
import { GetExpertCriteriaQuery } from './get-expert-criteria.query';

@QueryHandler(GetExpertCriteriaQuery)
export class GetExpertCriteriaHandler implements IQueryHandler<GetExpertCriteriaQuery> {
  constructor(private readonly criteria: ExpertCriteriaRepository) {}

  async execute({ id }: GetExpertCriteriaQuery): Promise<ExpertCriteriaView> {
    const row = await this.criteria.findById(id);
    if (!row) throw new ExpertCriteriaNotFoundError(id);
    return toExpertCriteriaView(row);
  }
}
