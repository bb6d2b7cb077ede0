import { DynamicModule, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config';
import { HttpExceptionFilter, allowedMethods, createValidationPipe, methodNotAllowed, shadowedResourceMethods } from '../errors';
import { createFastifyAdapter, documentStandardResponses, registerHostileInputCheck, registerMultipart } from '../http';
import { corsOptions, registerSecurityHeaders } from '../http/security-headers';
import { JsonLogger } from '../logging';
import { processMetrics, registerHttpObservability, registerMetricsEndpoint } from '../metrics';
import { setupTracing } from '../tracing';
import { registerSlowRequestLog } from './slow-requests';

export const API_PREFIX = 'api';
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface HttpAppOptions {
  name: string;
  config: AppConfig;
  /** Serve the OpenAPI document at /api/docs (and JSON at /api/docs-json). */
  docs?: boolean;
  /** Log each request (method, path, status, time, request id). */
  requestLog?: boolean;
}

/**
 * A Jointly HTTP app: Fastify with qs query parsing, the API under /api (health also at /health), the one
 * error filter, the edge check of hostile input (NUL characters, depth) before strict DTO validation, JSON logs with
 * request ids, security headers (CSP, HSTS over HTTPS…), CORS for configured origins only, OpenAPI; a server span and
 * the HTTP figures per request, and GET /metrics (Prometheus; token or loopback only, see metrics-endpoint.ts).
 */
export async function createHttpApp(root: DynamicModule, options: HttpAppOptions): Promise<NestFastifyApplication> {
  const logger = new JsonLogger(options.name, options.config.logLevel);
  setupTracing({ processName: options.name, otlpTracesEndpoint: options.config.otlpTracesEndpoint });
  const app = await NestFactory.create<NestFastifyApplication>(
    root,
    createFastifyAdapter({ trustedProxies: options.config.trustedProxies }),
    {
      logger,
      bufferLogs: false,
      // request.rawBody (a Buffer) beside the parsed JSON: signed webhooks (billing's Stripe endpoint) verify the bytes.
      rawBody: true,
    },
  );
  await registerSecurityHeaders(app);
  await registerMultipart(app);
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: 'health', method: RequestMethod.GET },
      { path: 'api/health', method: RequestMethod.GET },
    ],
  });
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableCors(corsOptions(options.config));
  const fastify = app.getHttpAdapter().getInstance();
  registerHostileInputCheck(fastify);
  registerHttpObservability(fastify, processMetrics(), options.name);
  registerMetricsEndpoint(fastify, processMetrics(), options.config.metricsToken);
  registerSlowRequestLog(fastify, options.config.slowRequestMs, (record) => logger.warn(record, 'http'));
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Methods the API never takes (TRACE, QUERY, PROPFIND…): 405 with the methods the path does take, before any body
  // or content-type handling.
  fastify.addHook('onRequest', async (request, reply) => {
    if (API_METHODS.has(request.method)) {
      // `GET /file/upload-document` is a wrong method on that resource, not `GET /file/:id` with a bad id.
      const shadowed = shadowedResourceMethods(request);
      if (shadowed.length) return reply.status(405).send(methodNotAllowed(request, shadowed, reply));
      return;
    }
    const allow = allowedMethods(request);
    reply.header('allow', allow.join(', '));
    return reply.status(405).send(methodNotAllowed(request, allow, reply));
  });
  if (options.requestLog ?? ['debug', 'info'].includes(options.config.logLevel)) {
    fastify.addHook('onResponse', async (request, reply) => {
      logger.log(
        {
          msg: 'request',
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          requestId: request.id,
        },
        'http',
      );
    });
  }
  if (options.docs ?? true) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(`Jointly API${options.name === 'platform' ? '' : ` — ${options.name}`}`)
        .setDescription(
          'Tender discovery and joint bidding. Errors are JSON { statusCode, code, message, requestId }; 451 means refresh the access token, 456 means sign in again.',
        )
        .setVersion('1.0')
        .addBearerAuth()
        .build(),
    );
    documentStandardResponses(document, app, API_PREFIX);
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json`, useGlobalPrefix: false });
  }
  return app;
}
