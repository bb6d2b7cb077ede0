import * as fs from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedMethods, methodNotAllowed } from '@jointly/common/errors';

export interface StaticSite {
  /** URL prefix without trailing slash ('' for the root). */
  prefix: string;
  /** Folder holding the built site (index.html + assets). */
  root: string;
  /** Shown when the site has not been built. */
  buildHint: string;
}

const notBuiltPage = (site: StaticSite) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Jointly</title>` +
  `<body style="background:#000A0A;color:#FAFFFF;font-family:system-ui,sans-serif;padding:2rem">` +
  `<h1>Jointly</h1><p>This part of the product has not been built yet. Run <code>${site.buildHint}</code> and reload.</p>` +
  `<p>The API is up: <a style="color:#03989E" href="/api/health">/api/health</a>, <a style="color:#03989E" href="/api/docs">/api/docs</a>.</p></body></html>`;

/**
 * Serves the built web app at / and the console at /console, with SPA fallback: any GET that is not a file and
 * not under /api answers the site's index.html so client-side routes survive a reload. Hashed assets are cached
 * for a year, index.html never; assets go out Brotli- or gzip-compressed when the build precompressed them.
 */
export function registerStaticSites(fastify: FastifyInstance, sites: StaticSite[]): void {
  // Longest prefix first, so /console/* is not swallowed by the root site.
  const ordered = [...sites].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const site of ordered) {
    if (!fs.existsSync(path.join(site.root, 'index.html'))) continue;
    void fastify.register(fastifyStatic, {
      root: site.root,
      prefix: `${site.prefix}/`,
      decorateReply: site === ordered[ordered.length - 1],
      wildcard: false,
      index: false,
      // The builds write .br and .gz beside each asset (scripts/precompress.mjs); sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpg)(\.br|\.gz)?$/.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const indexFor = (url: string) => ordered.find((s) => s.prefix === '' || url === s.prefix || url.startsWith(`${s.prefix}/`));
  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      const allow = allowedMethods(request);
      if (allow.length) return reply.status(405).send(methodNotAllowed(request, allow, reply));
      return reply
        .status(404)
        .send({ statusCode: 404, code: 'ROUTE.NOT_FOUND', message: `No route for ${request.method} ${url}.`, requestId: request.id });
    }
    const site = indexFor(url);
    if (!site)
      return reply.status(404).send({ statusCode: 404, code: 'ROUTE.NOT_FOUND', message: 'Page Not Found', requestId: request.id });
    const index = path.join(site.root, 'index.html');
    if (path.extname(url) && url !== '/' && !url.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    if (!fs.existsSync(index)) return reply.type('text/html').send(notBuiltPage(site));
    return reply.type('text/html').send(fs.createReadStream(index));
  };
  fastify.get('/', fallback);
  fastify.get('/*', fallback);
}
