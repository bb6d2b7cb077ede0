// The controllers the "controller → bus → handler" rule leaves out, shared by eslint.config.mjs (what a controller
// injects) and .dependency-cruiser.cjs (what it imports). Only infrastructure endpoints: issue 12 item 1 emptied the
// list of use-case controllers that read beside the bus (their reads moved into handlers or queries), and it is gone.

/** Infrastructure endpoints (health, metrics, ops): not use cases, they read the process itself. */
const INFRASTRUCTURE_CONTROLLERS = [
  'services/common/src/health/health.controller.ts',
  'services/common/src/ops/service-ops.http.controller.ts',
  'services/platform/src/ops/admin-ops.http.controller.ts',
];

module.exports = { INFRASTRUCTURE_CONTROLLERS };
