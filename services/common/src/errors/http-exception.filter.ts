import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
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

/** The one exception filter: every error becomes `{ statusCode, code, message, requestId, details? }`; 5xx are logged, never leaked. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const requestId = String(request?.id ?? '');
    let body: ApiErrorBody;

    if (exception instanceof DomainError) {
      body = { statusCode: exception.status, code: exception.code, message: exception.message, requestId };
      if (exception.details !== undefined) body.details = exception.details;
      if (exception instanceof TooManyRequestsError) reply.header('retry-after', String(exception.retryAfterSeconds));
    } else if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = status === 404 && request ? `No route for ${request.method} ${request.url.split('?')[0]}.` : messageOf(exception);
      body = { statusCode: status, code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVER.ERROR' : 'REQUEST.FAILED'), message, requestId };
    } else if (isClientError(exception)) {
      const status = exception.statusCode;
      const message =
        exception.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || exception instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : exception.message;
      body = { statusCode: status, code: CODE_BY_STATUS[status] ?? 'REQUEST.INVALID', message, requestId };
    } else {
      body = { statusCode: 500, code: 'SERVER.ERROR', message: 'Something went wrong, try again!', requestId };
    }

    if (body.statusCode >= 500) {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error({ msg: `${request?.method} ${request?.url} failed: ${error.message}`, requestId, stack: error.stack });
    }
    if (reply.sent) return;
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
