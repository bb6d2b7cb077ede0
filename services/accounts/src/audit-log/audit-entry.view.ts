/** One audit-log record as the console shows it: AuditEntryRecord of @jointly/contracts. */
export type { AuditEntryRecord as AuditEntryView } from '@jointly/contracts';
