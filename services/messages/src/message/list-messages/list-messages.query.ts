import { Query } from '@nestjs/cqrs';
import type { MessagePage } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Messages of a conversation, newest first, for one of its participants; `q` searches their text. */
export class ListMessagesQuery extends Query<MessagePage> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly conversationId: string,
    readonly page: { before?: string; q?: string; limit: number },
  ) {
    super();
  }
}
