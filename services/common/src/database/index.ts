export * from './database.module';
export * from './embedded-postgres';
export * from './query-audit';
export * from './service-data-source';
export * from './snake-naming.strategy';
export * from './pg-listener';
export * from './entity-rows';
