import { Query } from '@nestjs/cqrs';
import type { TenderFeedStatus } from '../tender-feed-status.reader';

/** One configured feed's import status (admins). */
export class GetTenderFeedQuery extends Query<TenderFeedStatus> {
  constructor(readonly feedId: string) {
    super();
  }
}
