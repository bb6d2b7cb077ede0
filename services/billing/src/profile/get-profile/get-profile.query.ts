import { Query } from '@nestjs/cqrs';
import type { BillingProfileView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The billing contact, address and VAT number of the caller's company (or an expert's own). */
export class GetProfileQuery extends Query<BillingProfileView> {
  constructor(readonly caller: AuthenticatedUser) {
    super();
  }
}
