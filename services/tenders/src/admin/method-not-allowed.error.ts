import { DomainError } from '@jointly/common/errors';

/** 405: the console resource does not offer this verb (react-admin shows the message). */
export class MethodNotAllowedError extends DomainError {
  readonly status = 405;
  readonly code = 'REQUEST.METHOD_NOT_ALLOWED';
}
