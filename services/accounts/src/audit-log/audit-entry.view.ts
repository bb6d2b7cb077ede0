/** One audit-log record as the console shows it. */
export interface AuditEntryView {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  service: string;
  action: string;
  resource: string;
  resourceId: string;
  summary: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}
