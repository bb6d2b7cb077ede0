import { Query } from '@nestjs/cqrs';

export interface RevenueMonth {
  month: string;
  /** By month of issue, VAT included, void invoices left out: invoiced = paid + outstanding + overdue. */
  invoicedPence: number;
  paidPence: number;
  /** Issued, unpaid, not yet due. */
  outstandingPence: number;
  /** Issued, unpaid and past due now. */
  overduePence: number;
}

/** The console's revenue chart (admins): the last `months` months (UTC), oldest first; months without invoices are zeros. */
export class RevenueQuery extends Query<RevenueMonth[]> {
  constructor(readonly months: number) {
    super();
  }
}
