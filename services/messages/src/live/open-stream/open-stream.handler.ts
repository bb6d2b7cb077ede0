import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnauthenticatedError } from '@jointly/common/errors';
import { ConversationReader } from '../../conversation/conversation.reader';
import { LiveHub } from '../live-hub';
import { LiveTickets } from '../live-ticket';
import { OpenStreamCommand, type OpenedLiveStream } from './open-stream.command';

@CommandHandler(OpenStreamCommand)
export class OpenStreamHandler implements ICommandHandler<OpenStreamCommand> {
  constructor(
    private readonly tickets: LiveTickets,
    private readonly hub: LiveHub,
    private readonly conversations: ConversationReader,
  ) {}

  async execute({ ticket, lastEventId }: OpenStreamCommand): Promise<OpenedLiveStream> {
    const accountId = ticket !== null ? await this.tickets.redeem(ticket) : null;
    if (!accountId) throw new UnauthenticatedError('The live stream needs a fresh ticket from POST /api/live/ticket.', 'LIVE.BAD_TICKET');
    const unread = await this.conversations.unread(accountId);
    return { unread, subscribe: (sink) => this.hub.subscribe({ ...sink, accountId }, lastEventId) };
  }
}
