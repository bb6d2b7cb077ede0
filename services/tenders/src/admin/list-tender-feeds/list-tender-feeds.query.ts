import { Query } from '@nestjs/cqrs';
import type { RaListParams } from '@jointly/common/http';
import type { TenderFeedStatus } from '../tender-feed-status.reader';

/** The console's `tender-feeds` list (admins): one range of the configured feeds' import status, filtered and sorted. */
export class ListTenderFeedsQuery extends Query<{ items: TenderFeedStatus[]; total: number; offset: number }> {
  constructor(readonly params: RaListParams) {
    super();
  }
}
