import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { JointlyRootModule, createHttpApp, ensureDatabase, loadConfigOrExit, onShutdown, processVersion } from '@jointly/common/bootstrap';
import type { AppConfig } from '@jointly/common/config';
import { allInOneModules } from './all-service-modules';
import { EdgeOpsModule } from './ops/edge-ops.module';
import { mergedOpenApi } from './proxy/proxy-docs';
import { ProxyEdgeModule } from './proxy/proxy-edge.module';
import { proxyHealthReport } from './proxy/proxy-health';
import { registerProxyRoutes } from './proxy/proxy-routes';
import { registerStaticSites } from './static/static-sites';
import { webSites } from './static/web-sites';

const logger = new Logger('platform');

/** All-in-one: the six domain modules in this process on one database, events in-process (or Kafka if configured). */
async function runAllInOne(config: AppConfig): Promise<void> {
  const database = await ensureDatabase(config, (m) => logger.log(m));
  const root = JointlyRootModule.create({
    config,
    health: { mode: 'all-in-one', version: processVersion() },
    modules: allInOneModules(),
  });
  const app = await createHttpApp(root, { name: 'platform', config });
  registerStaticSites(app.getHttpAdapter().getInstance(), webSites());
  await app.listen({ port: config.port, host: config.host });
  logger.log(`Jointly (all-in-one) on http://${config.host}:${config.port} — web /, console /console, API /api, docs /api/docs`);
  onShutdown(async () => {
    await app.close();
    await database?.stop();
  });
}

/** Proxy: the edge serves web and console and forwards /api/<prefix> to each service by the route table. */
async function runProxy(config: AppConfig): Promise<void> {
  const started = Date.now();
  const version = processVersion();
  const root = JointlyRootModule.create({
    config,
    health: { mode: 'proxy', version, report: () => proxyHealthReport(config.serviceUrls, version, started) },
    modules: [ProxyEdgeModule, EdgeOpsModule.remote(config.serviceUrls)],
    events: false,
  });
  const app = await createHttpApp(root, { name: 'platform', config, docs: false });
  const fastify = app.getHttpAdapter().getInstance();
  registerProxyRoutes(fastify, config.serviceUrls);
  fastify.get('/api/docs-json', async () => mergedOpenApi(config.serviceUrls, version));
  SwaggerModule.setup(
    'api/docs',
    app,
    { openapi: '3.0.0', info: { title: 'Jointly API', version }, paths: {} },
    {
      useGlobalPrefix: false,
      jsonDocumentUrl: 'api/docs-merged-json',
      swaggerOptions: { url: '/api/docs-json' },
    },
  );
  registerStaticSites(fastify, webSites());
  await app.listen({ port: config.port, host: config.host });
  logger.log(
    `Jointly edge (proxy) on http://${config.host}:${config.port} → ${Object.entries(config.serviceUrls)
      .map(([s, u]) => `${s}=${u}`)
      .join(' ')}`,
  );
  onShutdown(() => app.close());
}

const config = loadConfigOrExit('platform');
(config.edgeMode === 'proxy' ? runProxy(config) : runAllInOne(config)).catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
