import { ConflictError, ForbiddenError, NotFoundError } from '@jointly/common/errors';

export class ExpertCriteriaNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Expert criteria ${id} were not found.`, 'EXPERT_CRITERIA.NOT_FOUND');
  }
}

export class ExpertCriteriaExistError extends ConflictError {
  constructor() {
    super('Expert criteria already exist; update them instead.', 'EXPERT_CRITERIA.ALREADY_EXIST');
  }
}

export class NotExpertCriteriaOwnerError extends ForbiddenError {
  constructor() {
    super('You can only update your own expert criteria.', 'EXPERT_CRITERIA.NOT_OWNER');
  }
}
