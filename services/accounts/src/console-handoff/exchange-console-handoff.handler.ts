import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { UnauthenticatedError } from '@jointly/common/errors';
import { type RateLimit, RateLimiter } from '@jointly/common/limits';
import { Account } from '../account/account.entity';
import { SessionTokens } from '../session/session-tokens';
import { type AuthResponse, authResponse } from '../shared/auth-response';
import { ExchangeConsoleHandoffCommand } from './console-handoff.commands';
import { hashHandoffCode } from './handoff-code';

/** Exchanges tried from one address (a code has 256 bits: this only stops a flood). */
export const HANDOFF_EXCHANGES_PER_ADDRESS: RateLimit = {
  what: 'console hand-off attempts from your network',
  limit: 30,
  windowSeconds: 15 * 60,
};

const invalid = () =>
  new UnauthenticatedError('This console sign-in has expired or was already used; sign in again.', 'AUTH.HANDOFF_INVALID');

/**
 * Turns a hand-off code into a console session of its own (the web app's session is not shared, so signing out of one
 * does not sign out the other). The code is consumed by one conditional UPDATE before anything else: two exchanges of
 * one code race on that row and only one wins. The admin must still be an active admin and the web session that asked
 * for the code must still be alive (signing out of the web within the minute kills the code).
 */
@CommandHandler(ExchangeConsoleHandoffCommand)
export class ExchangeConsoleHandoffHandler implements ICommandHandler<ExchangeConsoleHandoffCommand, AuthResponse> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ code, client }: ExchangeConsoleHandoffCommand): Promise<AuthResponse> {
    await this.limiter.hit('console-handoff-exchange', client.ip, HANDOFF_EXCHANGES_PER_ADDRESS);
    const claimed = await transaction(this.dataSource, async (manager) => {
      const rows = (await manager.query(
        `UPDATE accounts.console_handoff SET consumed_at = now()
          WHERE code_hash = $1 AND consumed_at IS NULL AND expires_at > now()
          RETURNING account_id, issued_by_session`,
        [hashHandoffCode(code)],
      )) as [Array<{ account_id: string; issued_by_session: string }>, number];
      return rows[0][0] ?? null;
    });
    if (!claimed) throw invalid();
    if (await this.sessions.isRevoked(claimed.issued_by_session)) throw invalid();
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id: claimed.account_id } });
      if (!account || account.accountType !== 'admin' || account.status !== 'active') throw invalid();
      const tokens = await this.sessions.open(manager, account, client);
      return authResponse(manager, account, tokens, 'Signed in to the console');
    });
  }
}
