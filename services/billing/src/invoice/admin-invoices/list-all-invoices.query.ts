import { Query } from '@nestjs/cqrs';
import type { InvoiceStatus, InvoiceView } from '@jointly/contracts';

/** The console's invoices (admins): one page of every company's invoices, filtered and sorted, and the total. */
export class ListAllInvoicesQuery extends Query<{ items: InvoiceView[]; total: number }> {
  constructor(
    readonly where: { status?: InvoiceStatus; partyId?: string; overdue?: boolean; q?: string },
    readonly sort: { field: string; order: 'ASC' | 'DESC' },
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
