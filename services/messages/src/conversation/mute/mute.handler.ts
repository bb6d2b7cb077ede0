import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { Participation } from '../participation';

export class MuteCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly conversationId: string,
    readonly muted: boolean,
  ) {}
}

/** A participant mutes or unmutes a conversation for themselves (digest e-mails skip muted conversations). */
@CommandHandler(MuteCommand)
export class MuteHandler implements ICommandHandler<MuteCommand> {
  constructor(private readonly participation: Participation) {}

  async execute({ caller, conversationId, muted }: MuteCommand): Promise<void> {
    await this.participation.assertParticipant(conversationId, caller.id);
    await this.participation.dataSource.query(
      `INSERT INTO messages.read_state (conversation_id, account_id, muted) VALUES ($1, $2, $3)
       ON CONFLICT (conversation_id, account_id) DO UPDATE SET muted = EXCLUDED.muted`,
      [conversationId, caller.id, muted],
    );
  }
}
