import { Query } from '@nestjs/cqrs';
import type { UnreadCounts } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller's unread message counts, in total and per conversation. */
export class GetUnreadCountsQuery extends Query<UnreadCounts> {
  constructor(readonly caller: AuthenticatedUser) {
    super();
  }
}
