import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { RateLimiter, type RateLimit } from '@jointly/common/limits';
import { appendLive } from '../../live/live-log';
import { Participation } from '../participation';

/** The web app signals at most every 3 seconds while someone types. */
export const TYPING_LIMIT: RateLimit = { what: 'typing signals', limit: 40, windowSeconds: 60 };

export class TypingCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly conversationId: string,
  ) {}
}

/**
 * "Someone is typing": written straight to the other participants' live log (ephemeral, so not an event of record;
 * still through PostgreSQL so every process's streams hear it).
 */
@CommandHandler(TypingCommand)
export class TypingHandler implements ICommandHandler<TypingCommand> {
  private readonly limiter: RateLimiter;

  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
  ) {
    this.limiter = new RateLimiter(dataSource, 'messages');
  }

  async execute({ caller, conversationId }: TypingCommand): Promise<void> {
    await this.participation.assertParticipant(conversationId, caller.id);
    await this.limiter.hit('typing', caller.id, TYPING_LIMIT);
    await transaction(this.dataSource, async (manager) => {
      const accounts = await this.participation.accounts(conversationId, manager);
      const [me] = (await manager.query(
        `SELECT coalesce(a.name, co.name, 'Someone') AS name FROM (SELECT $1::uuid AS id) x
           LEFT JOIN messages.account a ON a.account_id = x.id LEFT JOIN messages.company co ON co.company_id = a.company_id`,
        [caller.id],
      )) as Array<{ name: string }>;
      await appendLive(
        manager,
        accounts
          .filter((id) => id !== caller.id)
          .map((accountId) => ({ accountId, type: 'typing' as const, data: { conversationId, accountId: caller.id, name: me.name } })),
      );
    });
  }
}
