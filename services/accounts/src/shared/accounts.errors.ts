import { ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '@jointly/common/errors';

export class EmailTakenError extends ConflictError {
  constructor() {
    super('An existing account already has this email address', 'ACCOUNT.EMAIL_TAKEN');
  }
}

export class WrongCredentialsError extends UnauthenticatedError {
  constructor() {
    super('The e-mail address or password is not correct.', 'AUTH.WRONG_CREDENTIALS');
  }
}

/** 403 with what the confirm-email screen needs to take the new code: `details.userId`, `details.otpId`, `details.accountType`. */
export class AccountNotVerifiedError extends DomainError {
  readonly status = 403;
  readonly code = 'ACCOUNT.NOT_VERIFIED';
  constructor(userId: string, otpId: string, accountType: string) {
    super('Please verify your e-mail address first: we have sent you a new code.', { userId, otpId, accountType });
  }
}

export class AccountSuspendedError extends ForbiddenError {
  constructor() {
    super('This account is suspended; contact the Jointly team.', 'ACCOUNT.SUSPENDED');
  }
}

export class AccountNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`No account with id ${id}.`, 'ACCOUNT.NOT_FOUND');
  }
}

export class PartnerNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`No company with id ${id}.`, 'PARTNER.NOT_FOUND');
  }
}
