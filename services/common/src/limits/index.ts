export * from './rate-limiter';
export * from './plan-limits';
