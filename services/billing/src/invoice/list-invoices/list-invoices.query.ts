import { Query } from '@nestjs/cqrs';
import type { InvoiceView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller's company's invoices, newest first, one page. */
export class ListInvoicesQuery extends Query<{ invoices: InvoiceView[]; total: number; page: number; limit: number }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
