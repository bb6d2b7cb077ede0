/** Quotes a PostgreSQL identifier (schema, table, channel) so any name is safe to interpolate into SQL. */
export function quoteIdent(name: string): string {
  if (!name || name.includes('\0')) throw new Error(`invalid SQL identifier: ${JSON.stringify(name)}`);
  return `"${name.replace(/"/g, '""')}"`;
}

/** Schema-qualified, quoted table name, e.g. `"tenders"."outbox_message"`. */
export function qualify(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

/** The LISTEN/NOTIFY channel a schema's outbox announces new rows on. */
export function outboxChannel(schema: string): string {
  return `jointly_outbox_${schema}`;
}
