import { Query } from '@nestjs/cqrs';
import type { ConversationList } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller's conversations (those they take part in now), latest first, with unread counts; `subjectId` narrows. */
export class ListConversationsQuery extends Query<ConversationList> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly subjectId: string | undefined,
  ) {
    super();
  }
}
