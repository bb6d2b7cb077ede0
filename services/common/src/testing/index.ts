export * from './kafka-gate';
export * from './processes';
export * from './test-app';
