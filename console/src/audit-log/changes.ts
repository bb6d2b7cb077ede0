/** An audit entry's changes: { field: { from, to } } (null when the action changed no fields). */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }> | null | undefined;

export interface ChangeRow {
  field: string;
  from: string;
  to: string;
}

/** A value as one readable line: "—" for nothing, JSON for objects and arrays. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The changes as table rows, fields in alphabetical order. */
export function changeRows(changes: AuditChanges): ChangeRow[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.keys(changes)
    .sort()
    .map((field) => ({ field, from: displayValue(changes[field]?.from), to: displayValue(changes[field]?.to) }));
}
