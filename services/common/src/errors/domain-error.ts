/**
 * Base of every expected failure. Handlers and entities throw these (never HTTP exceptions); the one exception
 * filter maps `status` to the response. `code` is stable (`AGGREGATE.REASON`), `message` is a sentence a user can read.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the input is malformed or breaks a rule. */
export class InvalidInputError extends DomainError {
  readonly status = 400;
  constructor(
    message: string,
    readonly code = 'REQUEST.INVALID',
    details?: unknown,
  ) {
    super(message, details);
  }
}

/** 401: no or invalid credentials. */
export class UnauthenticatedError extends DomainError {
  readonly status = 401;
  constructor(
    message = 'Please sign in to continue.',
    readonly code = 'AUTH.UNAUTHENTICATED',
  ) {
    super(message);
  }
}

/** 403: signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(
    message = 'You are not allowed to do this.',
    readonly code = 'AUTH.FORBIDDEN',
  ) {
    super(message);
  }
}

/** 404: the thing asked for does not exist (or is not visible to the caller). */
export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(
    message: string,
    readonly code = 'RESOURCE.NOT_FOUND',
  ) {
    super(message);
  }
}

/** 409: conflicts with the current state (duplicate, wrong state). */
export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(
    message: string,
    readonly code = 'RESOURCE.CONFLICT',
    details?: unknown,
  ) {
    super(message, details);
  }
}

/** 405: the resource does not offer this verb (e.g. a read-only console resource; react-admin shows the message). */
export class MethodNotAllowedError extends DomainError {
  readonly status = 405;
  readonly code = 'REQUEST.METHOD_NOT_ALLOWED';
}

/** 413: the upload or body is too large. */
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  constructor(
    message: string,
    readonly code = 'REQUEST.TOO_LARGE',
  ) {
    super(message);
  }
}

/**
 * 415: the content is of a type the endpoint does not take, e.g. an upload whose bytes are not a PDF, Office document
 * or image whatever its name or declared type (a check of the content itself, which no schema can state).
 */
export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
  constructor(
    message: string,
    readonly code = 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  ) {
    super(message);
  }
}

/** 429: too many attempts; `retryAfterSeconds` tells when to try again. */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly code = 'REQUEST.RATE_LIMITED',
  ) {
    super(message, { retryAfterSeconds });
  }
}

/** 451: the access token expired; the client refreshes it and retries (spec §4). */
export class AccessTokenExpiredError extends DomainError {
  readonly status = 451;
  readonly code = 'AUTH.TOKEN_EXPIRED';
  constructor(message = 'Your access token has expired; refresh it and try again.') {
    super(message);
  }
}

/** 456: the session is revoked or cannot be refreshed; the client logs out (spec §4, §8). */
export class SessionExpiredError extends DomainError {
  readonly status = 456;
  constructor(
    message = 'Session has expired, please login again!',
    readonly code = 'AUTH.SESSION_EXPIRED',
  ) {
    super(message);
  }
}

/** 503: a dependency (database, broker) is not available right now. */
export class UnavailableError extends DomainError {
  readonly status = 503;
  constructor(
    message: string,
    readonly code = 'SERVICE.UNAVAILABLE',
  ) {
    super(message);
  }
}
