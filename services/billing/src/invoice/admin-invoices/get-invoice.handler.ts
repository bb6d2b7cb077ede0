import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { InvoiceView } from '@jointly/contracts';
import { InvoiceRepository } from '../invoice.repository';
import { GetInvoiceQuery } from './get-invoice.query';

@QueryHandler(GetInvoiceQuery)
export class GetInvoiceHandler implements IQueryHandler<GetInvoiceQuery> {
  constructor(private readonly invoices: InvoiceRepository) {}

  execute({ invoiceId }: GetInvoiceQuery): Promise<InvoiceView> {
    return this.invoices.get(invoiceId);
  }
}
