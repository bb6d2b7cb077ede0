import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { InvoiceView } from '@jointly/contracts';
import { billingPartyOf } from '../../shared/billing-party';
import { InvoiceRepository } from '../invoice.repository';
import { ListInvoicesQuery } from './list-invoices.query';

@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery> {
  constructor(private readonly invoices: InvoiceRepository) {}

  async execute({
    caller,
    page,
    limit,
  }: ListInvoicesQuery): Promise<{ invoices: InvoiceView[]; total: number; page: number; limit: number }> {
    const { items, total } = await this.invoices.listForParty(billingPartyOf(caller), (page - 1) * limit, limit);
    return { invoices: items, total, page, limit };
  }
}
