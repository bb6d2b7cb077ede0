export * from './health.controller';
export * from './health.module';
export * from './health.options';
export * from './health.registry';
