import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** One invoice of the caller's company as PDF (others: 404), with the file name it is downloaded as. */
export class GetInvoicePdfQuery extends Query<{ file: Buffer; fileName: string }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly invoiceId: string,
  ) {
    super();
  }
}
