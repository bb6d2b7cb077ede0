import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { SpanKind, SpanStatusCode, context, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVICE_ATTRIBUTE, contextFromTraceparent, formatTraceparent, formatTracestate, tracer } from '../tracing';
import type { ProcessMetrics } from './process-metrics';

export const METRICS_PATH = '/metrics';

/** Whether the TCP peer (not a forwarded header) is on the loopback interface. */
export function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return isIP(peer) !== 0 && (peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.'));
}

/** Whether the request may read /metrics: the configured bearer token, or (no token configured) a loopback peer. */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return fromLoopback(request);
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics (Prometheus text format) on the app's own port, outside /api: the edge never proxies it, so it is not
 * reachable through the public entry. A caller without the token (or, with no token configured, from anywhere but
 * loopback) gets 404, as if the path did not exist.
 */
export function registerMetricsEndpoint(fastify: FastifyInstance, metrics: ProcessMetrics, token: string | undefined): void {
  fastify.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!mayScrape(request, token)) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: `Cannot GET ${METRICS_PATH}`, requestId: request.id });
    }
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

const spans = new WeakMap<object, Span>();

/**
 * The `traceparent` of a request's server span (the edge passes it to the service it proxies to, so the service's
 * span is its child); the caller's own header when the request has no span.
 */
export function requestTraceparent(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const span = spans.get(request);
  if (span) return formatTraceparent(span.spanContext());
  const given = request.headers.traceparent;
  return typeof given === 'string' ? given : undefined;
}

/**
 * The W3C trace headers to pass on with a proxied request: the request's span as `traceparent`, with the `tracestate`
 * that span carries (the caller's, when the caller's `traceparent` was valid). A caller's `tracestate` is never passed
 * on beside a `traceparent` it does not belong to. Empty when the request has no span.
 */
export function requestTraceHeaders(request: object): { traceparent?: string; tracestate?: string } {
  const span = spans.get(request);
  if (!span) return {};
  const tracestate = formatTracestate(span.spanContext());
  return { traceparent: formatTraceparent(span.spanContext()), ...(tracestate ? { tracestate } : {}) };
}

/** The route pattern of a request (`/api/tenders/:id`), never the raw URL; `unmatched` for 404s without a route. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched';
}

/**
 * Per request: a server span (parent: the caller's `traceparent`, e.g. the edge's), active while the handler runs so
 * the events it writes join the trace; and the HTTP figures (count and latency by route pattern and status).
 */
export function registerHttpObservability(fastify: FastifyInstance, metrics: ProcessMetrics, service: string): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const parent = contextFromTraceparent(request.headers.traceparent, context.active(), request.headers.tracestate);
    const span = tracer().startSpan(
      `${request.method} ${routeOf(request)}`,
      {
        kind: SpanKind.SERVER,
        attributes: { [SERVICE_ATTRIBUTE]: service, 'http.request.method': request.method, 'http.route': routeOf(request) },
      },
      parent,
    );
    spans.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  // The body was read between onRequest and here, on the socket's own async context: enter the span again so the
  // handler (and everything it awaits) runs inside it.
  fastify.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (!span) return done();
    context.with(trace.setSpan(context.active(), span), done);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const labels = { service, method: request.method, route };
    metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
  });
}
