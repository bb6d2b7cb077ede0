import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenderFeedStatusReader, type TenderFeedStatus } from '../tender-feed-status.reader';
import { GetTenderFeedQuery } from './get-tender-feed.query';

@QueryHandler(GetTenderFeedQuery)
export class GetTenderFeedHandler implements IQueryHandler<GetTenderFeedQuery> {
  constructor(private readonly feeds: TenderFeedStatusReader) {}

  execute({ feedId }: GetTenderFeedQuery): Promise<TenderFeedStatus> {
    return this.feeds.get(feedId);
  }
}
