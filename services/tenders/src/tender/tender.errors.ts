import { InvalidInputError, NotFoundError } from '@jointly/common/errors';

export class TenderNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`No tender with id ${id}.`, 'TENDER.NOT_FOUND');
  }
}

/** An edit the admin console sent is not acceptable; the message says which field and why. */
export class TenderEditInvalidError extends InvalidInputError {
  constructor(message: string) {
    super(message, 'TENDER.EDIT_INVALID');
  }
}
