import { Query } from '@nestjs/cqrs';
import type { ProviderEligibilityDashboard } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller's open tenders per band and the ten best rated. */
export class GetProviderDashboardQuery extends Query<ProviderEligibilityDashboard> {
  constructor(readonly actor: AuthenticatedUser) {
    super();
  }
}
