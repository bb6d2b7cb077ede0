import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserCriteriaView } from '@jointly/contracts';
import { UserCriteriaNotFoundError } from '../../user-criteria.errors';
import { UserCriteriaRepository } from '../../user-criteria.repository';
import { toUserCriteriaView } from '../../user-criteria.view';
import { GetUserCriteriaQuery } from './get-user-criteria.query';

@QueryHandler(GetUserCriteriaQuery)
export class GetUserCriteriaHandler implements IQueryHandler<GetUserCriteriaQuery> {
  constructor(private readonly criteria: UserCriteriaRepository) {}

  async execute({ id }: GetUserCriteriaQuery): Promise<UserCriteriaView> {
    const row = await this.criteria.findById(id);
    if (!row) throw new UserCriteriaNotFoundError(id);
    return toUserCriteriaView(row);
  }
}
