import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config';

/**
 * The Content-Security-Policy of every answer (web, console, API docs and the API itself): scripts only from this
 * origin (the built web and console load module bundles, no inline script), styles from this origin plus inline
 * (MUI and Emotion inject <style> elements at run time), images also as data:/blob: URLs (avatars being cropped,
 * Swagger UI's icons), no plug-ins, no framing by other sites, forms and the base URL pinned to this origin.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Strict-Transport-Security sent on answers served over HTTPS (never over plain HTTP, where it means nothing). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer of the process, API errors and 404s included: helmet's set (CSP above,
 * X-Content-Type-Options: nosniff, X-Frame-Options: DENY, Referrer-Policy: no-referrer, Cross-Origin-Opener- and
 * -Resource-Policy same-origin…) and HSTS when the request came over HTTPS (directly, or as X-Forwarded-Proto from a
 * trusted proxy, see TRUSTED_PROXIES).
 */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  // helmet's middleware built once: @fastify/helmet builds it again (CSP directives parsed, every header middleware
  // made) on every request. `helmet` is resolved as @fastify/helmet resolves it (its own dependency, the same copy).
  const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (options: object) => HelmetMiddleware;
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error ?? undefined)));
  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/** helmet's middleware: sets its headers on the Node response (and drops X-Powered-By). */
type HelmetMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: Error) => void) => void;

/**
 * CORS: only PUBLIC_URL's origin and those in CORS_ORIGINS get Access-Control-Allow-Origin (with credentials); any
 * other origin, `null` included, gets no CORS answer, so browsers keep its pages from reading ours. The allowed ones
 * get what ra-data-simple-rest needs: Content-Range exposed, Range allowed.
 */
export function corsOptions(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>) {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  return {
    // false turns CORS off for the request altogether (not even Access-Control-Allow-Credentials is sent).
    origin: async (origin: string | undefined) => origin !== undefined && allowed.has(origin),
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Range', 'X-Request-Id'],
  };
}
