import { ForbiddenError, NotFoundError } from '@jointly/common/errors';

export class UserCriteriaNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`User criteria ${id} were not found.`, 'USER_CRITERIA.NOT_FOUND');
  }
}

export class UserCriteriaOfOtherCompanyError extends ForbiddenError {
  constructor() {
    super('You can only see the criteria of your own account or of accounts of your company.', 'USER_CRITERIA.FORBIDDEN');
  }
}
