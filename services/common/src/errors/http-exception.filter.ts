import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@jointly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, TooManyRequestsError } from './domain-error';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'REQUEST.INVALID',
  401: 'AUTH.UNAUTHENTICATED',
  403: 'AUTH.FORBIDDEN',
  404: 'ROUTE.NOT_FOUND',
  405: 'ROUTE.METHOD_NOT_ALLOWED',
  406: 'REQUEST.NOT_ACCEPTABLE',
  413: 'REQUEST.TOO_LARGE',
  415: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  429: 'REQUEST.RATE_LIMITED',
};

/** Fastify's own body-parsing messages, as Nest hands them on, in words a user can act on. */
const FASTIFY_MESSAGES: Array<[RegExp, string, string]> = [
  [/^Body is not valid JSON/, 'REQUEST.INVALID_JSON', 'The request body is not valid JSON.'],
  [/^Body cannot be empty/, 'REQUEST.EMPTY_BODY', 'The request body is empty but its content type is JSON.'],
  [/^Request body is too large/, 'REQUEST.TOO_LARGE', 'The request body is too large.'],
  [
    /^Unsupported Media Type/,
    'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    'This content type is not accepted here; send JSON or multipart form data.',
  ],
];

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) carry a statusCode. */
function isClientError(error: unknown): error is Error & { statusCode: number; code?: string } {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * PostgreSQL errors that only bad input can cause (SQLSTATE class 22, data exception), as the last line behind the
 * edge check and the DTOs: a value that slipped through is still the client's mistake, a 400, never a 500.
 */
const INPUT_SQLSTATES: Record<string, string> = {
  '22P02': 'A value has the wrong format (e.g. an id that is not a UUID, or text where a number belongs).',
  '22003': 'A number is out of range.',
  '22021': 'Text contains characters that cannot be stored (such as NUL).',
  '22001': 'A text value is too long.',
  '22007': 'A date or time has the wrong format.',
  '22008': 'A date or time is out of range.',
  '2201W': 'A limit is out of range.',
  '2201X': 'An offset is out of range.',
  '22023': 'A value is out of the allowed range.',
  '22025': 'A search pattern is malformed.',
  '2201B': 'A search pattern is malformed.',
};

/** The SQLSTATE of a database driver error (pg errors carry it as `code`, TypeORM wraps them as `driverError`). */
function sqlState(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const driver = (error as { driverError?: { code?: unknown } }).driverError;
  const code = driver?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * True when the database cannot be reached or is going away (restart, failover, crash, connections used up): the
 * request may well succeed in a moment, so it is a 503 with Retry-After, not a 500. SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shutdown, cannot connect now), 53300 (too many connections); socket errors of the driver;
 * the pool's connect timeout and a connection ended under a query.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const state = sqlState(e);
    if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state))) return true;
    const code = (e as { code?: unknown }).code ?? (e as { driverError?: { code?: unknown } }).driverError?.code;
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message))
      return true;
    e = (e as { driverError?: unknown }).driverError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

type RequestLike = (Pick<FastifyRequest, 'id' | 'method' | 'url'> & { server?: Pick<FastifyRequest['server'], 'findRoute'> }) | undefined;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods a path answers to when the request's own method has no route there (for 405 and Allow). Catch-all
 * routes (the edge's `GET /*` for the web apps) do not count.
 */
export function allowedMethods(request: RequestLike): string[] {
  if (!request?.server?.findRoute) return [];
  const url = request.url.split('?')[0];
  const found = METHODS.flatMap((method) => {
    if (method === request.method) return [];
    const route = request.server!.findRoute({ method, url });
    if (route === null || '*' in (route.params ?? {})) return [];
    return [{ method, params: Object.keys(route.params ?? {}).length }];
  });
  // The resource is the most specific route the path matches: `/messages/conversations` is its own resource (GET),
  // even though `PATCH /messages/:messageId` would also take that path with messageId "conversations".
  const specific = Math.min(...found.map((f) => f.params));
  return found.filter((f) => f.params === specific).map((f) => f.method);
}

/**
 * When a request was routed to a parametric route (`GET /file/:id` for `GET /file/upload-document`) but its path is
 * a more specific resource of its own (`POST /file/upload-document`), the methods of that resource: the request is a
 * wrong method there (405), not a malformed id. Empty otherwise.
 */
export function shadowedResourceMethods(request: RequestLike & { params?: unknown }): string[] {
  if (!request?.server?.findRoute || !METHODS.includes(request.method as (typeof METHODS)[number])) return [];
  const own = Object.keys((request.params as object | undefined) ?? {}).length;
  if (own === 0) return [];
  const url = request.url.split('?')[0];
  const routes = METHODS.flatMap((method) => {
    if (method === request.method) return [];
    const route = request.server!.findRoute({ method, url });
    return route && !('*' in (route.params ?? {})) ? [{ method, params: Object.keys(route.params ?? {}).length }] : [];
  });
  const specific = Math.min(...routes.map((r) => r.params));
  return specific < own ? routes.filter((r) => r.params === specific).map((r) => r.method) : [];
}

/** The 405 answer for a path that exists with other methods; sets Allow. */
export function methodNotAllowed(request: NonNullable<RequestLike>, allow: string[], reply: Pick<FastifyReply, 'header'>): ApiErrorBody {
  reply.header('allow', allow.join(', '));
  return {
    statusCode: 405,
    code: CODE_BY_STATUS[405],
    message: allow.length ? `${request.method} is not supported here; use ${allow.join(' or ')}.` : `${request.method} is not supported.`,
    requestId: String(request.id ?? ''),
  };
}

/** Builds the one error body for any thrown value; also sets headers such as Retry-After. */
export function errorResponse(exception: unknown, request: RequestLike, reply: Pick<FastifyReply, 'header'>): ApiErrorBody {
  const requestId = String(request?.id ?? '');
  if (exception instanceof DomainError) {
    const body: ApiErrorBody = { statusCode: exception.status, code: exception.code, message: exception.message, requestId };
    if (exception.details !== undefined) body.details = exception.details;
    if (exception instanceof TooManyRequestsError) reply.header('retry-after', String(exception.retryAfterSeconds));
    return body;
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const unrouted = status === 404 && /^Cannot [A-Z]+ /.test(messageOf(exception));
    const allow = unrouted ? allowedMethods(request) : [];
    // The path exists, not with this method (RFC 9110 §15.5.6): 405 with the methods it does answer to.
    if (allow.length) return methodNotAllowed(request!, allow, reply);
    const message = status === 404 && request ? `No route for ${request.method} ${request.url.split('?')[0]}.` : messageOf(exception);
    const known = FASTIFY_MESSAGES.find(([pattern]) => pattern.test(message));
    if (known) return { statusCode: status, code: known[1], message: known[2], requestId };
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVER.ERROR' : 'REQUEST.FAILED'), message, requestId };
  }
  if (isClientError(exception)) {
    const status = exception.statusCode;
    const invalidJson = exception.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || exception instanceof SyntaxError;
    const message = invalidJson
      ? 'The request body is not valid JSON.'
      : exception.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is empty but its content type is JSON.'
        : exception.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : exception.message;
    return {
      statusCode: status,
      code: invalidJson ? 'REQUEST.INVALID_JSON' : (CODE_BY_STATUS[status] ?? 'REQUEST.INVALID'),
      message,
      requestId,
    };
  }
  const state = sqlState(exception);
  if (state && INPUT_SQLSTATES[state])
    return { statusCode: 400, code: 'REQUEST.INVALID_VALUE', message: INPUT_SQLSTATES[state], requestId };
  if (databaseUnavailable(exception)) {
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return {
      statusCode: 503,
      code: 'SERVICE.UNAVAILABLE',
      message: 'The service cannot reach its database right now; try again in a few seconds.',
      requestId,
    };
  }
  if (exception instanceof RangeError && /call stack/i.test(exception.message))
    return { statusCode: 400, code: 'REQUEST.TOO_COMPLEX', message: 'The request is too deeply nested.', requestId };
  return { statusCode: 500, code: 'SERVER.ERROR', message: 'Something went wrong, try again!', requestId };
}

const logger = new Logger('http');

/** Logs a 5xx with its request id; the client only ever sees the generic message. */
export function logServerError(exception: unknown, request: RequestLike, body: ApiErrorBody): void {
  if (body.code === 'REQUEST.INVALID_VALUE' || body.code === 'REQUEST.TOO_COMPLEX') {
    // A client error, but one the edge check or a DTO should have caught first: worth a warning to fix there.
    logger.warn({
      msg: `${request?.method} ${request?.url}: input reached the database or a deep walk: ${String(exception)}`,
      requestId: body.requestId,
    });
    return;
  }
  if (body.statusCode < 500) return;
  const error = exception instanceof Error ? exception : new Error(String(exception));
  logger.error({ msg: `${request?.method} ${request?.url} failed: ${error.message}`, requestId: body.requestId, stack: error.stack });
}

/** The one exception filter: every error becomes `{ statusCode, code, message, requestId, details? }`; 5xx are logged, never leaked. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = errorResponse(exception, request, reply);
    logServerError(exception, request, body);
    if (reply.sent) return;
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
