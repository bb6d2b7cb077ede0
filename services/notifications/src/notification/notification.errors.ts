import { ConflictError, ForbiddenError, NotFoundError } from '@jointly/common/errors';

export class NotificationNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Notification ${id} was not found.`, 'NOTIFICATION.NOT_FOUND');
  }
}

export class NotNotificationOwnerError extends ForbiddenError {
  constructor() {
    super('You can only mark your own notifications as read.', 'NOTIFICATION.NOT_OWNER');
  }
}

export class NotificationsOfOtherAccountError extends ForbiddenError {
  constructor() {
    super('You can only see the notifications of your own account.', 'NOTIFICATION.NOT_OWNER');
  }
}

export class CompanyNotificationsForbiddenError extends ForbiddenError {
  constructor() {
    super('Only members of the company can see its notifications.', 'NOTIFICATION.NOT_COMPANY_MEMBER');
  }
}

/** A notification addressed to a company nobody is known to belong to (yet). */
export class CompanyWithoutMembersError extends NotFoundError {
  constructor(companyId: string) {
    super(`No account is known to belong to company ${companyId}, so there is nobody to notify.`, 'NOTIFICATION.NO_RECIPIENTS');
  }
}

/** POST /notification/create for a consortium request notifications has not recorded. */
export class ConsortiumRequestNotFoundError extends NotFoundError {
  constructor(requestId: string) {
    super(`Consortium request ${requestId} was not found.`, 'NOTIFICATION.REQUEST_NOT_FOUND');
  }
}

/** Only the sender of a consortium request may remind its recipients. */
export class NotConsortiumRequestSenderError extends ForbiddenError {
  constructor() {
    super('Only the sender of a consortium request can remind its recipients.', 'NOTIFICATION.NOT_REQUEST_SENDER');
  }
}

export class ConsortiumRequestAlreadyRemindedError extends ConflictError {
  constructor(message: string) {
    super(message, 'NOTIFICATION.REMINDER_NOT_DUE');
  }
}
