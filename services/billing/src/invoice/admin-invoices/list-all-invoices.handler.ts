import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { InvoiceView } from '@jointly/contracts';
import { InvoiceRepository } from '../invoice.repository';
import { ListAllInvoicesQuery } from './list-all-invoices.query';

@QueryHandler(ListAllInvoicesQuery)
export class ListAllInvoicesHandler implements IQueryHandler<ListAllInvoicesQuery> {
  constructor(private readonly invoices: InvoiceRepository) {}

  execute({ where, sort, offset, limit }: ListAllInvoicesQuery): Promise<{ items: InvoiceView[]; total: number }> {
    return this.invoices.listAll(where, sort, offset, limit);
  }
}
