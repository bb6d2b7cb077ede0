// The event consumers of every service, read from the built code: `@EventConsumer` is wrapped before the services'
// root modules load, so each consumer class declared (those of the service's own folders and those the common kit
// makes per service) reports its service, name and event types. The checks then know which outbox events each
// consumer must have applied.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);

/** [{ service, name, types: string[] }] for every consumer of the built services. */
export function listConsumers(services) {
  const decorator = require(path.join(ROOT, 'dist/services/common/src/events/nest/event-consumer.decorator.js'));
  const original = decorator.EventConsumer;
  const found = new Map();
  decorator.EventConsumer = (options) => {
    found.set(`${options.service}/${options.name}`, {
      service: options.service,
      name: options.name,
      types: options.events.map((event) => event.type),
    });
    return original(options);
  };
  try {
    for (const service of services) require(path.join(ROOT, `dist/services/${service}/src/${service}.module.js`));
  } finally {
    decorator.EventConsumer = original;
  }
  return [...found.values()]
    .filter((c) => services.includes(c.service))
    .sort((a, b) => `${a.service}/${a.name}`.localeCompare(`${b.service}/${b.name}`));
}
