import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MessagePage } from '@jointly/contracts';
import { Participation } from '../../conversation/participation';
import { MessageReader } from '../message.reader';
import { ListMessagesQuery } from './list-messages.query';

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(
    private readonly participation: Participation,
    private readonly reader: MessageReader,
  ) {}

  async execute({ caller, conversationId, page }: ListMessagesQuery): Promise<MessagePage> {
    await this.participation.assertParticipant(conversationId, caller.id);
    return this.reader.page(conversationId, page);
  }
}
