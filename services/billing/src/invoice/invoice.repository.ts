import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { InvoiceStatus, InvoiceView } from '@jointly/contracts';
import { NotFoundError } from '@jointly/common/errors';
import { formatInvoiceNumber, type InvoiceAmounts } from './invoice-rules';

export class InvoiceNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Invoice ${id} not found.`, 'INVOICE.NOT_FOUND');
  }
}

export interface NewInvoice {
  partyId: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  vatRatePercent: number;
  amounts: InvoiceAmounts;
  billing: { name: string | null; email: string | null; address: string | null; vatNumber: string | null };
  issuedBy: string;
}

const SELECT = `
  SELECT i.*, c.name AS company_name, i.status = 'issued' AND i.due_date < (now() AT TIME ZONE 'UTC')::date AS overdue,
         to_char(i.period_start, 'YYYY-MM-DD') AS period_start_text, to_char(i.period_end, 'YYYY-MM-DD') AS period_end_text,
         to_char(i.due_date, 'YYYY-MM-DD') AS due_date_text,
         coalesce((SELECT json_agg(json_build_object('description', l.description, 'quantity', l.quantity, 'unitPence', l.unit_pence,
                   'amountPence', l.amount_pence) ORDER BY l.position) FROM billing.invoice_line l WHERE l.invoice_id = i.id), '[]') AS lines
    FROM billing.invoice i LEFT JOIN billing.company c ON c.company_id = i.party_id`;

export function toInvoiceView(r: any): InvoiceView {
  return {
    id: r.id,
    number: r.number,
    companyId: r.party_id,
    companyName: r.company_name ?? null,
    periodStart: r.period_start_text,
    periodEnd: r.period_end_text,
    issuedAt: new Date(r.issued_at).toISOString(),
    dueDate: r.due_date_text,
    status: r.status as InvoiceStatus,
    overdue: Boolean(r.overdue),
    currency: r.currency,
    lines: (r.lines as InvoiceView['lines']).map((l) => ({ ...l, unitPence: Number(l.unitPence), amountPence: Number(l.amountPence) })),
    subtotalPence: Number(r.subtotal_pence),
    vatRatePercent: Number(r.vat_rate_percent),
    vatPence: Number(r.vat_pence),
    totalPence: Number(r.total_pence),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    paymentMethod: r.payment_method ?? null,
    voidedAt: r.voided_at ? new Date(r.voided_at).toISOString() : null,
    voidReason: r.void_reason ?? null,
    billingName: r.billing_name ?? null,
    billingEmail: r.billing_email ?? null,
    billingAddress: r.billing_address ?? null,
    vatNumber: r.vat_number ?? null,
  };
}

@Injectable()
export class InvoiceRepository {
  constructor(@InjectDataSource('billing') readonly dataSource: DataSource) {}

  /**
   * The next number of the year, taken in the caller's transaction: the counter row stays locked until it commits,
   * so concurrent issues queue and a rolled-back issue gives its number back (no gaps, no duplicates).
   */
  async nextNumber(manager: EntityManager, year: number): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO billing.invoice_counter AS c (year, last_number) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1 RETURNING last_number`,
      [year],
    )) as Array<{ last_number: number }>;
    return formatInvoiceNumber(year, row.last_number);
  }

  async insert(manager: EntityManager, number: string, invoice: NewInvoice): Promise<string> {
    const { amounts, billing } = invoice;
    const [row] = (await manager.query(
      `INSERT INTO billing.invoice (number, party_id, period_start, period_end, due_date, subtotal_pence, vat_rate_percent, vat_pence,
         total_pence, billing_name, billing_email, billing_address, vat_number, issued_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        number,
        invoice.partyId,
        invoice.periodStart,
        invoice.periodEnd,
        invoice.dueDate,
        amounts.subtotalPence,
        invoice.vatRatePercent,
        amounts.vatPence,
        amounts.totalPence,
        billing.name,
        billing.email,
        billing.address,
        billing.vatNumber,
        invoice.issuedBy,
      ],
    )) as Array<{ id: string }>;
    for (const [position, line] of amounts.lines.entries())
      await manager.query(
        `INSERT INTO billing.invoice_line (invoice_id, position, description, quantity, unit_pence, amount_pence) VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, position, line.description, line.quantity, line.unitPence, line.amountPence],
      );
    return row.id;
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager, forUpdate = false): Promise<InvoiceView> {
    if (forUpdate) await manager.query('SELECT 1 FROM billing.invoice WHERE id = $1 FOR UPDATE', [id]);
    const [row] = (await manager.query(`${SELECT} WHERE i.id = $1`, [id])) as unknown[];
    if (!row) throw new InvoiceNotFoundError(id);
    return toInvoiceView(row);
  }

  async listForParty(partyId: string, offset: number, limit: number): Promise<{ items: InvoiceView[]; total: number }> {
    const rows = (await this.dataSource.query(
      `${SELECT} WHERE i.party_id = $1 ORDER BY i.issued_at DESC, i.number DESC OFFSET $2 LIMIT $3`,
      [partyId, offset, limit],
    )) as unknown[];
    const [{ total }] = (await this.dataSource.query('SELECT count(*)::int AS total FROM billing.invoice WHERE party_id = $1', [
      partyId,
    ])) as Array<{
      total: number;
    }>;
    return { items: rows.map(toInvoiceView), total };
  }

  async listAll(
    where: { status?: InvoiceStatus; partyId?: string; overdue?: boolean; q?: string },
    sort: { field: string; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<{ items: InvoiceView[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (where.status) conditions.push(`i.status = $${params.push(where.status)}`);
    if (where.partyId) conditions.push(`i.party_id = $${params.push(where.partyId)}`);
    if (where.overdue) conditions.push(`i.status = 'issued' AND i.due_date < (now() AT TIME ZONE 'UTC')::date`);
    if (where.q) conditions.push(`(i.number ILIKE $${params.push(`%${where.q}%`)} OR c.name ILIKE $${params.length})`);
    const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const column =
      { number: 'i.number', issuedAt: 'i.issued_at', dueDate: 'i.due_date', totalPence: 'i.total_pence', status: 'i.status' }[sort.field] ??
      'i.issued_at';
    const rows = (await this.dataSource.query(
      `${SELECT} ${filter} ORDER BY ${column} ${sort.order}, i.number ${sort.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    )) as unknown[];
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM billing.invoice i LEFT JOIN billing.company c ON c.company_id = i.party_id ${filter}`,
      params,
    )) as Array<{ total: number }>;
    return { items: rows.map(toInvoiceView), total };
  }

  async markPaid(manager: EntityManager, id: string, method: 'bank-transfer' | 'card'): Promise<void> {
    await manager.query(`UPDATE billing.invoice SET status = 'paid', paid_at = now(), payment_method = $2 WHERE id = $1`, [id, method]);
  }

  async markVoid(manager: EntityManager, id: string, reason: string): Promise<void> {
    await manager.query(`UPDATE billing.invoice SET status = 'void', voided_at = now(), void_reason = $2 WHERE id = $1`, [id, reason]);
  }
}
