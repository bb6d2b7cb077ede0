import { ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';

export class ConversationNotFoundError extends NotFoundError {
  constructor() {
    super('This conversation does not exist.', 'CONVERSATION.NOT_FOUND');
  }
}

/** The caller is not (or no longer) a participant: 403, whatever the conversation holds. */
export class NotAParticipantError extends ForbiddenError {
  constructor() {
    super('Only the participants of this conversation can read or write in it.', 'CONVERSATION.NOT_A_PARTICIPANT');
  }
}

export class MessageNotFoundError extends NotFoundError {
  constructor() {
    super('This message does not exist.', 'MESSAGE.NOT_FOUND');
  }
}

export class EmptyMessageError extends InvalidInputError {
  constructor() {
    super('Write a message or attach a file before sending.', 'MESSAGE.EMPTY');
  }
}

export class MessageTooLongError extends InvalidInputError {
  constructor(limit: number) {
    super(`A message can be at most ${limit.toLocaleString('en-GB')} characters long.`, 'MESSAGE.TOO_LONG');
  }
}

export class NotTheAuthorError extends ForbiddenError {
  constructor(what: string) {
    super(`Only the author can ${what} this message.`, 'MESSAGE.NOT_AUTHOR');
  }
}

export class EditWindowClosedError extends ForbiddenError {
  constructor(minutes: number) {
    super(`A message can only be edited within ${minutes} minutes of sending.`, 'MESSAGE.EDIT_WINDOW_CLOSED');
  }
}

export class MessageDeletedError extends InvalidInputError {
  constructor() {
    super('This message was deleted.', 'MESSAGE.DELETED');
  }
}

export class ReplyTargetError extends InvalidInputError {
  constructor() {
    super('You can only reply to a message of the same conversation.', 'MESSAGE.BAD_REPLY');
  }
}

export class NotPartnersError extends ForbiddenError {
  constructor() {
    super('You can only message companies that are partners in one of your consortiums.', 'CONVERSATION.NOT_PARTNERS');
  }
}
