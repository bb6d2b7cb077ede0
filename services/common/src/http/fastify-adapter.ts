import { randomUUID } from 'node:crypto';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import * as qs from 'qs';

/** Largest JSON body accepted; uploads go through multipart with their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Largest request head (request line with its query string, and headers). Node's default, 16 KiB, answered 431
 * before validation could say which parameter is too long; the list filters accept up to 40,000 characters.
 */
export const MAX_HEADER_SIZE = 64 * 1024;
/** Longest path parameter routed (Fastify's default, 100, answered 414 before auth and validation). */
export const MAX_PARAM_LENGTH = 2048;

/**
 * Query strings are parsed qs-style so the spec's `id[0]=a&id[1]=b` and `consortium[0]=x` arrive as arrays
 * (Fastify's default parser keeps them as flat keys), and stay flat lists when an index repeats.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  const parsed = qs.parse(query, { arrayLimit: 1000, parameterLimit: 2000, depth: 4, allowDots: false });
  // A repeated index (`id[0]=a&id[0]=b`, how an OpenAPI client sends a list parameter named `id[0]`) nests a list in
  // the list: the API's query lists are flat, so its values join the list.
  for (const [key, value] of Object.entries(parsed))
    if (Array.isArray(value) && value.some(Array.isArray)) parsed[key] = value.flat() as never;
  return parsed;
}

/**
 * The Fastify adapter every Jointly process uses: qs query parsing, request ids (honouring X-Request-Id), and
 * X-Forwarded-* believed only from `trustedProxies` (addresses or CIDR ranges; none by default), so a client cannot
 * choose the address its per-address limits count under.
 */
export function createFastifyAdapter(options: { trustedProxies?: string[] } = {}): FastifyAdapter {
  const trustedProxies = options.trustedProxies ?? [];
  return new FastifyAdapter({
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    http: { maxHeaderSize: MAX_HEADER_SIZE },
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    logger: false,
  });
}
