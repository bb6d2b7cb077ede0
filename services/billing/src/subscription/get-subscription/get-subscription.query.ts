import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller's company's plan, since when, a pending change request, and whether card payment is on. */
export class GetSubscriptionQuery extends Query<SubscriptionView> {
  constructor(readonly caller: AuthenticatedUser) {
    super();
  }
}
