import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuditEntryView } from './audit-entry.view';
import type { AuditLogQuery, AuditSortField } from './audit-log-query';

interface AuditEntryRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  service: string;
  action: string;
  resource: string;
  resource_id: string;
  summary: string;
  changes: AuditEntryView['changes'];
}

const SORT_COLUMNS: Record<AuditSortField, string> = {
  at: 'at',
  action: 'action',
  service: 'service',
  resource: 'resource',
  actorEmail: 'actor_email',
};

const view = (r: AuditEntryRow): AuditEntryView => ({
  id: r.id,
  at: r.at.toISOString(),
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  service: r.service,
  action: r.action,
  resource: r.resource,
  resourceId: r.resource_id,
  summary: r.summary,
  changes: r.changes,
});

function where(filter: AuditLogQuery['filter']): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.ids) add((p) => `id = ANY(${p}::uuid[])`, filter.ids);
  if (filter.actorId) add((p) => `actor_id = ${p}::uuid`, filter.actorId);
  if (filter.resource) add((p) => `resource = ${p}`, filter.resource);
  if (filter.resourceId) add((p) => `resource_id = ${p}`, filter.resourceId);
  if (filter.action) add((p) => `action = ${p}`, filter.action);
  if (filter.service) add((p) => `service = ${p}`, filter.service);
  if (filter.from) add((p) => `at >= ${p}`, filter.from.toISOString());
  if (filter.to) add((p) => `at <= ${p}`, filter.to.toISOString());
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Reads `accounts.audit_entry` (written only by RecordAuditEntryOnAdminActionRecorded). */
@Injectable()
export class AuditEntryReader {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async list(query: AuditLogQuery): Promise<{ items: AuditEntryView[]; total: number }> {
    const { sql, params: values } = where(query.filter);
    const nulls = query.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM accounts.audit_entry ${sql}
         ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order} ${nulls}, at DESC, id
         LIMIT ${query.limit} OFFSET ${query.offset}`,
        values,
      ) as Promise<AuditEntryRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM accounts.audit_entry ${sql}`, values) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(view), total };
  }

  async get(id: string): Promise<AuditEntryView | undefined> {
    const [row] = (await this.dataSource.query('SELECT * FROM accounts.audit_entry WHERE id = $1', [id])) as AuditEntryRow[];
    return row ? view(row) : undefined;
  }
}
