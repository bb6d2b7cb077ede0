import { ForbiddenError, NotFoundError } from '@jointly/common/errors';

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
