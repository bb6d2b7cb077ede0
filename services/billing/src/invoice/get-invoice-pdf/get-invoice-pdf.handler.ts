import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { billingPartyOf } from '../../shared/billing-party';
import { invoicePdf } from '../invoice-pdf/invoice-pdf';
import { InvoiceNotFoundError, InvoiceRepository } from '../invoice.repository';
import { GetInvoicePdfQuery } from './get-invoice-pdf.query';

@QueryHandler(GetInvoicePdfQuery)
export class GetInvoicePdfHandler implements IQueryHandler<GetInvoicePdfQuery> {
  constructor(private readonly invoices: InvoiceRepository) {}

  async execute({ caller, invoiceId }: GetInvoicePdfQuery): Promise<{ file: Buffer; fileName: string }> {
    const invoice = await this.invoices.get(invoiceId);
    if (invoice.companyId !== billingPartyOf(caller)) throw new InvoiceNotFoundError(invoiceId);
    return { file: await invoicePdf(invoice), fileName: `${invoice.number}.pdf` };
  }
}
