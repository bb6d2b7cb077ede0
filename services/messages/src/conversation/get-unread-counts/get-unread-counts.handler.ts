import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UnreadCounts } from '@jointly/contracts';
import { ConversationReader } from '../conversation.reader';
import { GetUnreadCountsQuery } from './get-unread-counts.query';

@QueryHandler(GetUnreadCountsQuery)
export class GetUnreadCountsHandler implements IQueryHandler<GetUnreadCountsQuery> {
  constructor(private readonly reader: ConversationReader) {}

  execute({ caller }: GetUnreadCountsQuery): Promise<UnreadCounts> {
    return this.reader.unread(caller.id);
  }
}
