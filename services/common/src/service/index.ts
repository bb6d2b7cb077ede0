export * from './service-core.module';
