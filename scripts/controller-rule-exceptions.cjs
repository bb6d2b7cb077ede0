// The controllers the "controller → bus → handler" rule leaves out, shared by eslint.config.mjs (what a controller
// injects) and .dependency-cruiser.cjs (what it imports). Each list says why; the second can only shrink.

/** Infrastructure endpoints (health, metrics, ops): not use cases, they read the process itself. */
const INFRASTRUCTURE_CONTROLLERS = [
  'services/common/src/health/health.controller.ts',
  'services/common/src/ops/service-ops.http.controller.ts',
  'services/platform/src/ops/admin-ops.http.controller.ts',
];

/**
 * Known exceptions (issue 12 item 1 converted the controllers that never used the bus; these are what the rule finds
 * beyond them): controllers that send a command on the bus and then read the answer (or a list) back through a
 * repository, reader or store, or inject another service (a gateway, the saved-search reader) themselves. Their reads move into the handler
 * or a query next; a controller leaves this list when it does.
 */
const CONTROLLERS_READING_BESIDE_THE_BUS = [
  'services/accounts/src/admin/users/users.admin.controller.ts',
  'services/accounts/src/bookmark/add-bookmarks/add-bookmarks.http.controller.ts',
  'services/accounts/src/bookmark/clear-bookmarks/clear-bookmarks.http.controller.ts',
  'services/accounts/src/bookmark/get-bookmarks/get-bookmarks.http.controller.ts',
  'services/accounts/src/bookmark/remove-bookmarks/remove-bookmarks.http.controller.ts',
  'services/accounts/src/business-info/get-latest-business-info/get-latest-business-info.http.controller.ts',
];

module.exports = { INFRASTRUCTURE_CONTROLLERS, CONTROLLERS_READING_BESIDE_THE_BUS };
