export * from './metrics-endpoint';
export * from './metrics.module';
export * from './process-metrics';
