import { Command } from '@nestjs/cqrs';
import type { BillingProfileView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { BillingProfileInput } from '../profile.repository';

/** Replace the billing contact, address and VAT number of the caller's company (providers and experts, not staff). */
export class UpdateProfileCommand extends Command<BillingProfileView> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly profile: BillingProfileInput,
  ) {
    super();
  }
}
