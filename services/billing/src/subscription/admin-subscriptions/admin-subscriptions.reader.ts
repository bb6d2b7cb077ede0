import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_PLAN_CODE } from '@jointly/contracts';
import { SUBSCRIPTION_SORTS, type AdminSubscriptionRecord, type SubscriptionFilter } from './list-subscriptions.query';

const COLUMNS: Record<(typeof SUBSCRIPTION_SORTS)[number], string> = {
  companyName: 'lower(name)',
  planCode: 'plan_code',
  since: 'since',
  requestedAt: 'requested_at',
};

/** Every known company (and subscribed expert) with its plan: companies from accounts' events, plans from subscriptions. */
@Injectable()
export class AdminSubscriptionsReader {
  constructor(@InjectDataSource('billing') private readonly dataSource: DataSource) {}

  private readonly base = `
    SELECT p.party_id AS id, c.name, coalesce(s.plan_code, '${DEFAULT_PLAN_CODE}') AS plan_code, s.since, s.requested_plan_code, s.requested_at
      FROM (SELECT company_id AS party_id FROM billing.company UNION SELECT party_id FROM billing.subscription) p
      LEFT JOIN billing.company c ON c.company_id = p.party_id
      LEFT JOIN billing.subscription s ON s.party_id = p.party_id`;

  async list(
    filter: SubscriptionFilter,
    sort: { field: (typeof SUBSCRIPTION_SORTS)[number]; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<{ items: AdminSubscriptionRecord[]; total: number }> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (filter.q) conditions.push(`name ILIKE $${values.push(`%${filter.q}%`)}`);
    if (filter.planCode) conditions.push(`plan_code = $${values.push(filter.planCode)}`);
    if (filter.requested) conditions.push('requested_plan_code IS NOT NULL');
    if (filter.id?.length) conditions.push(`id::text = ANY($${values.push(filter.id)})`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = (await this.dataSource.query(
      `SELECT * FROM (${this.base}) t ${where} ORDER BY ${COLUMNS[sort.field]} ${sort.order} NULLS LAST, t.id OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    )) as Array<Record<string, unknown>>;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM (${this.base}) t ${where}`, values)) as Array<{
      total: number;
    }>;
    return { items: rows.map(toRecord), total };
  }

  async get(id: string): Promise<AdminSubscriptionRecord> {
    const [row] = (await this.dataSource.query(
      `SELECT $1::uuid AS id, c.name, coalesce(s.plan_code, '${DEFAULT_PLAN_CODE}') AS plan_code, s.since, s.requested_plan_code, s.requested_at
         FROM (SELECT 1) x LEFT JOIN billing.company c ON c.company_id = $1 LEFT JOIN billing.subscription s ON s.party_id = $1`,
      [id],
    )) as Array<Record<string, unknown>>;
    return toRecord(row);
  }
}

function toRecord(r: Record<string, unknown>): AdminSubscriptionRecord {
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    id: r.id as string,
    companyName: (r.name as string | null) ?? null,
    planCode: r.plan_code as string,
    since: iso(r.since),
    requestedPlanCode: (r.requested_plan_code as string | null) ?? null,
    requestedAt: iso(r.requested_at),
  };
}
