/**
 * Ops: every service's dead letters, outbox relay, consumers and health for the console. Each service serves its own
 * under /api/ops/<service>/… ({@link serviceOpsController}, added by ServiceCoreModule); the edge merges them
 * ({@link LocalOps} in the all-in-one process, HTTP in proxy mode) into the admin resources.
 */
export * from './in-memory-list';
export * from './local-ops';
export * from './ops-source';
export * from './ops.errors';
export * from './service-ops';
export * from './service-ops.http.controller';
