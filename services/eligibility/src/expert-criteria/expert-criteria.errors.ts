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

export class MatchingTenderNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Tender ${id} was not found.`, 'EXPERT_MATCHING.TENDER_NOT_FOUND');
  }
}

export class MatchingAccountNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Account ${id} was not found.`, 'EXPERT_MATCHING.ACCOUNT_NOT_FOUND');
  }
}
