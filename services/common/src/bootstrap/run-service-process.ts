import { Logger, Type } from '@nestjs/common';
import { SERVICE_PORTS, ServiceName } from '../config';
import { createHttpApp } from './create-http-app';
import { JointlyRootModule } from './root.module';
import { ensureDatabase, loadConfigOrExit, onShutdown } from './run-process';
import { processVersion } from './version';

/**
 * Entry point of a domain service running as its own process (distributed mode): its port defaults to the
 * service's own (accounts 3001 … notifications 3006), events go over Kafka when KAFKA_BROKERS is set.
 */
export async function runServiceProcess(service: ServiceName, serviceModule: Type): Promise<void> {
  const config = loadConfigOrExit(service, { ...process.env, PORT: process.env.PORT ?? String(SERVICE_PORTS[service]) });
  const logger = new Logger(service);
  const database = await ensureDatabase(config, (m) => logger.log(m));
  const root = JointlyRootModule.create({
    config,
    health: { mode: 'service', version: processVersion() },
    modules: [serviceModule],
  });
  const app = await createHttpApp(root, { name: service, config });
  await app.listen({ port: config.port, host: config.host });
  logger.log(
    `${service} listening on http://${config.host}:${config.port} (events: ${config.kafkaBrokers.length ? `kafka ${config.kafkaBrokers.join(',')}` : 'in-process'})`,
  );
  onShutdown(async () => {
    await app.close();
    await database?.stop();
  });
}
