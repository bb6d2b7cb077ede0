import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConversationList } from '@jointly/contracts';
import { ConversationReader } from '../conversation.reader';
import { ListConversationsQuery } from './list-conversations.query';

@QueryHandler(ListConversationsQuery)
export class ListConversationsHandler implements IQueryHandler<ListConversationsQuery> {
  constructor(private readonly reader: ConversationReader) {}

  execute({ caller, subjectId }: ListConversationsQuery): Promise<ConversationList> {
    return this.reader.list(caller.id, { subjectId });
  }
}
