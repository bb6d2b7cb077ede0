import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { type RateLimit, RateLimiter } from '@jointly/common/limits';
import { IssueConsoleHandoffCommand } from './console-handoff.commands';
import { handoffExpiry, hashHandoffCode, newHandoffCode } from './handoff-code';

/** Hand-offs one admin may ask for: far above a person opening console screens, far below a script. */
export const HANDOFFS_PER_ACCOUNT: RateLimit = { what: 'console hand-offs', limit: 60, windowSeconds: 15 * 60 };

export interface ConsoleHandoffIssued {
  code: string;
  expiresAt: string;
}

/**
 * Issues a one-time console hand-off code for the calling admin's session. The account is read again (an access token
 * outlives a demotion by minutes): only an active admin gets a code. Expired codes of the account are swept here.
 */
@CommandHandler(IssueConsoleHandoffCommand)
export class IssueConsoleHandoffHandler implements ICommandHandler<IssueConsoleHandoffCommand, ConsoleHandoffIssued> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ actor }: IssueConsoleHandoffCommand): Promise<ConsoleHandoffIssued> {
    await this.limiter.hit('console-handoff', actor.id, HANDOFFS_PER_ACCOUNT);
    const code = newHandoffCode();
    const now = new Date();
    const expiresAt = handoffExpiry(now);
    await transaction(this.dataSource, async (manager) => {
      const [account] = (await manager.query(`SELECT account_type, status FROM accounts.account WHERE id = $1`, [actor.id])) as Array<{
        account_type: string;
        status: string;
      }>;
      if (account?.account_type !== 'admin' || account.status !== 'active')
        throw new ForbiddenError('Only administrators can open the console.', 'AUTH.NOT_ADMIN');
      await manager.query(`DELETE FROM accounts.console_handoff WHERE account_id = $1 AND expires_at < $2`, [actor.id, now]);
      await manager.query(
        `INSERT INTO accounts.console_handoff (code_hash, account_id, issued_by_session, expires_at) VALUES ($1, $2, $3, $4)`,
        [hashHandoffCode(code), actor.id, actor.sessionId, expiresAt],
      );
    });
    return { code, expiresAt: expiresAt.toISOString() };
  }
}
