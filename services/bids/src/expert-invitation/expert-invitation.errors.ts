import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';

export class ExpertInvitationNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Invitation ${id} not found.`, 'BID.NOT_FOUND');
  }
}

export class TenderNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Tender ${id} not found.`, 'BID.TENDER_NOT_FOUND');
  }
}

/** No expert with this id: no such account, or an account that is not an expert. */
export class ExpertNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`No expert with id ${id}.`, 'BID.EXPERT_NOT_FOUND');
  }
}

export class DuplicateInvitationError extends ConflictError {
  constructor() {
    super('This expert already has an open invitation from your company for this tender.', 'BID.DUPLICATE');
  }
}

export class InvitationAlreadyAnsweredError extends ConflictError {
  constructor(status: string) {
    super(`This invitation is no longer pending (${status}).`, 'BID.NOT_PENDING');
  }
}

export class NotTheInvitedExpertError extends ForbiddenError {
  constructor() {
    super('Only the invited expert can accept or decline this invitation.', 'BID.NOT_THE_EXPERT');
  }
}

export class NotTheInviterError extends ForbiddenError {
  constructor() {
    super('Only the inviter can withdraw this invitation.', 'BID.NOT_THE_INVITER');
  }
}

export class StatisticsNotVisibleError extends ForbiddenError {
  constructor() {
    super('Experts can only see their own invitation statistics.', 'BID.STATISTICS_NOT_VISIBLE');
  }
}

export class WorkspaceTenderMismatchError extends InvalidInputError {
  constructor() {
    super('workspace is for another tender than this invitation.', 'BID.WORKSPACE_TENDER_MISMATCH');
  }
}
