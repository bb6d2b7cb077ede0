/**
 * Admin audit: `recordAdminAction(outbox, manager, action)` writes AdminActionRecorded to the service's outbox in the
 * transaction of the change; accounts keeps the audit log from those events (GET /api/admin/audit-log).
 */
export * from './admin-audit';
