import { Query } from '@nestjs/cqrs';
import type { InvoiceView } from '@jointly/contracts';

/** Any one invoice, for the console (admins); unknown: 404. */
export class GetInvoiceQuery extends Query<InvoiceView> {
  constructor(readonly invoiceId: string) {
    super();
  }
}
