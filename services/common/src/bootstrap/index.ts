export * from './create-http-app';
export * from './root.module';
export * from './run-process';
export * from './run-service-process';
export * from './version';
