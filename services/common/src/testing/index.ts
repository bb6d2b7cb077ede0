export * from './kafka-gate';
export * from './processes';
export * from './test-app';
export * from './isolated-database';
export * from './smtp-sink';
export * from './stand-in-services.module';
export * from './eventually';
export * from './event-fixtures';
