import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { API_ROUTE_TABLE } from '@jointly/contracts';
import type { ServiceName } from '@jointly/common/config';
import { requestTraceHeaders, requestTraceparent } from '@jointly/common/metrics';

/** Prefixes that also carry WebSockets: bids' live co-editing at `/api/workspace/collab`. */
const WEBSOCKET_PREFIXES = new Set(['workspace']);

/** Proxy mode: each `/api/<prefix>` of the route table goes to its service's URL, path unchanged. */
export function registerProxyRoutes(fastify: FastifyInstance, serviceUrls: Partial<Record<ServiceName, string>>): void {
  // An encapsulated context: the proxy streams bodies through untouched, so it brings its own content-type parsers
  // instead of the JSON parser Nest installed at the root.
  void fastify.register(async (proxyScope) => {
    proxyScope.removeAllContentTypeParsers();
    for (const [prefix, service] of Object.entries(API_ROUTE_TABLE)) registerPrefix(proxyScope, prefix, service, serviceUrls);
  });
}

function registerPrefix(
  fastify: FastifyInstance,
  prefix: string,
  service: string,
  serviceUrls: Partial<Record<ServiceName, string>>,
): void {
  const upstream = serviceUrls[service as ServiceName];
  if (!upstream) throw new Error(`no URL configured for service ${service} (route /api/${prefix})`);
  {
    void fastify.register(httpProxy, {
      upstream,
      prefix: `/api/${prefix}`,
      rewritePrefix: `/api/${prefix}`,
      http2: false,
      websocket: WEBSOCKET_PREFIXES.has(prefix),
      replyOptions: {
        // The services believe X-Forwarded-* from the edge only (TRUSTED_PROXIES): whatever the client sent is replaced
        // by what the edge saw (request.ip believes a client's header only if the edge itself trusts the sender).
        // The service's server span becomes a child of the edge's (W3C trace context).
        // A caller's `tracestate` goes on only with the `traceparent` it came with (W3C), i.e. inside the edge's span.
        rewriteRequestHeaders: (request, { tracestate: _callers, ...headers }) => ({
          ...headers,
          ...traceHeader(request),
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        }),
        onError: (reply, { error }) => {
          void reply.status(502).send({
            statusCode: 502,
            code: 'EDGE.UPSTREAM_UNAVAILABLE',
            message: `The ${service} service is not answering right now; try again shortly.`,
            requestId: reply.request.id,
            details: { reason: error.message },
          });
        },
      },
    });
  }
}

function traceHeader(request: Parameters<typeof requestTraceparent>[0]): { traceparent?: string; tracestate?: string } {
  const own = requestTraceHeaders(request);
  if (own.traceparent) return own;
  // No span of the edge's own (should not happen): pass the caller's trace context on as it came.
  const traceparent = requestTraceparent(request);
  const tracestate = request.headers.tracestate;
  return traceparent ? { traceparent, ...(typeof tracestate === 'string' ? { tracestate } : {}) } : {};
}
