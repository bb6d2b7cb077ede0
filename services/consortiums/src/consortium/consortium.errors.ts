import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';

export class ConsortiumNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Consortium ${id} not found.`, 'CONSORTIUM.NOT_FOUND');
  }
}

export class NotAPartnerError extends ForbiddenError {
  constructor(what = 'create') {
    super(`Only approved consortium partners can ${what} a consortium.`, 'CONSORTIUM.NOT_A_PARTNER');
  }
}

export class NotTheLeadError extends ForbiddenError {
  constructor() {
    super('Only the lead company of the consortium (or an admin) can change it.', 'CONSORTIUM.NOT_LEAD');
  }
}

export class NotAMemberError extends ForbiddenError {
  constructor(what = 'this consortium') {
    super(`Only member companies of ${what} can do this.`, 'CONSORTIUM.NOT_A_MEMBER');
  }
}

export class InviteeNotAPartnerError extends InvalidInputError {
  constructor() {
    super('Only approved consortium partners can be invited.', 'CONSORTIUM.INVITEE_NOT_A_PARTNER');
  }
}

export class InviteOwnCompanyError extends InvalidInputError {
  constructor() {
    super('You cannot invite your own company to a consortium it belongs to.', 'CONSORTIUM.INVITE_OWN_COMPANY');
  }
}

export class AlreadyMemberError extends ConflictError {
  constructor(companyName: string, consortiumName: string) {
    super(`${companyName} is already a member of ${consortiumName}.`, 'CONSORTIUM.ALREADY_MEMBER');
  }
}

export class InvitePendingError extends ConflictError {
  constructor(companyName: string, consortiumName: string) {
    super(`${companyName} already has a pending invitation to ${consortiumName}.`, 'CONSORTIUM.INVITE_PENDING');
  }
}

export class RequestPendingError extends ConflictError {
  constructor(consortiumName: string) {
    super(`Your company already has a pending request to join ${consortiumName}.`, 'CONSORTIUM.REQUEST_PENDING');
  }
}

export class InterestOwnConsortiumError extends ForbiddenError {
  constructor() {
    super('Your company leads this consortium; there is nothing to join.', 'CONSORTIUM.INTEREST_OWN_CONSORTIUM');
  }
}

export class RequestNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Consortium request ${id} not found.`, 'CONSORTIUM_REQUEST.NOT_FOUND');
  }
}

export class RequestAlreadyAnsweredError extends ConflictError {
  constructor(status: string) {
    super(`This request has already been answered (${status}).`, 'CONSORTIUM_REQUEST.ALREADY_ANSWERED');
  }
}

export class NotTheInviteeError extends ForbiddenError {
  constructor() {
    super('Only the invited company (or an admin) can answer this request.', 'CONSORTIUM_REQUEST.NOT_THE_INVITEE');
  }
}

export class TenderNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Tender ${id} not found.`, 'CONSORTIUM_BID.TENDER_NOT_FOUND');
  }
}

export class DuplicateConsortiumBidError extends ConflictError {
  constructor(consortiumName: string) {
    super(`${consortiumName} already has a bid on this tender.`, 'CONSORTIUM_BID.DUPLICATE');
  }
}

export class AccountNotVisibleError extends ForbiddenError {
  constructor() {
    super("You can only list your own company's consortiums.", 'CONSORTIUM.NOT_YOUR_ACCOUNT');
  }
}

export class NotAConsortiumMemberCompanyError extends NotFoundError {
  constructor() {
    super('That company is not a member of this consortium.', 'CONSORTIUM.COMPANY_NOT_A_MEMBER');
  }
}

export class LeadCannotLeaveError extends ConflictError {
  constructor() {
    super('The lead company cannot be removed from its consortium.', 'CONSORTIUM.LEAD_CANNOT_LEAVE');
  }
}

export class NotAllowedToRemoveError extends ForbiddenError {
  constructor() {
    super(
      'Only the lead company (or an admin) can remove another company; a member company can only leave.',
      'CONSORTIUM.NOT_ALLOWED_TO_REMOVE',
    );
  }
}
