import type { ApiErrorBody } from '@jointly/contracts';

/** A failed API call: the HTTP status (0 for a network failure), the message shown, and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, message: string, body: ApiErrorBody | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}
