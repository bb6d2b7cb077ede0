import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, normaliseEmail } from '../account/account.entity';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../identity/password-hasher';
import { OneTimeCodes } from '../identity/one-time-codes';
import { LOGIN_PER_ACCOUNT_AND_ADDRESS, LOGIN_PER_ADDRESS, RateLimiter, loginPairKey } from '../rate-limit/rate-limiter';
import { AccountNotVerifiedError, AccountSuspendedError, WrongCredentialsError } from '../shared/accounts.errors';
import { AuthResponse, ClientInfo, authResponse } from '../shared/auth-response';
import { SessionTokens } from '../session/session-tokens';
import type { LoginRequestDto } from './login.request.dto';
import { SignInRepository } from './sign-in.repository';

export class LoginCommand {
  constructor(
    readonly input: LoginRequestDto,
    readonly client: ClientInfo,
    /** POST /admin/login: only admins may sign in there. */
    readonly adminOnly = false,
  ) {}
}

/**
 * Sign-in with e-mail and password. Limited per address and per (account, address) pair (429): wrong guesses from
 * one network never lock the owner out of their account elsewhere. Unknown e-mails cost the same time as wrong
 * passwords (a decoy argon2id hash is checked). A hash of an older scheme (scrypt) or older parameters is replaced by
 * argon2id once the password proved right. An unverified account gets a fresh code and a 403 carrying what the
 * confirm screen needs.
 */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, AuthResponse> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly limiter: RateLimiter,
    private readonly codes: OneTimeCodes,
    private readonly outbox: OutboxService,
    private readonly signIns: SignInRepository,
  ) {}

  async execute({ input, client, adminOnly }: LoginCommand): Promise<AuthResponse> {
    const email = normaliseEmail(input.email);
    // The attempt is counted and the account with its company read in one statement (a sign-in is a hot path).
    const { counts, row } = await this.limiter.hitEachAndRead(
      [
        { scope: 'login-ip', key: client.ip, rule: LOGIN_PER_ADDRESS },
        { scope: 'login-pair', key: loginPairKey(email, client.ip), rule: LOGIN_PER_ACCOUNT_AND_ADDRESS },
      ],
      (first) => this.signIns.readByEmail(email, first),
    );
    const { account, partner } = this.signIns.fromRow(row);
    const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
    if (!account || !passwordOk) throw new WrongCredentialsError();
    if (adminOnly && account.accountType !== 'admin')
      throw new ForbiddenError('Only administrators can sign in to the console.', 'AUTH.NOT_ADMIN');
    if (account.status !== 'active') throw new AccountSuspendedError();
    // Forget earlier attempts of this account from this address; a first attempt in the window left only itself
    // (at most one attempt stays counted, so nothing to clear and no statement spent).
    if (counts[1] > 1) await this.limiter.clear('login-pair', loginPairKey(email, client.ip));
    if (needsRehash(account.passwordHash)) await this.upgradeHash(account, input.password);
    if (!account.verified) throw await this.resendCode(account);
    // The session, its refresh token and the last sign-in: one statement, no transaction round trips.
    const manager = this.dataSource.manager;
    const tokens = await this.sessions.open(manager, account, client, { signedInAt: new Date() });
    return authResponse(manager, account, tokens, 'Logged in successfully', partner);
  }

  /** Only if the stored hash is still the one just checked, so a concurrent password change is never undone. */
  private async upgradeHash(account: Account, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.getRepository(Account).update({ id: account.id, passwordHash: account.passwordHash }, { passwordHash });
    account.passwordHash = passwordHash;
  }

  private resendCode(account: Account): Promise<AccountNotVerifiedError> {
    return transaction(this.dataSource, async (manager) => {
      const { record, sealedCode } = await this.codes.issue(manager, account.id, 'verify');
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.OtpIssued, {
          aggregateId: account.id,
          actorId: account.id,
          payload: {
            accountId: account.id,
            email: account.email,
            otpId: record.id,
            sealedCode,
            purpose: 'verify',
            expiresAt: record.expiresAt.toISOString(),
          },
        }),
      );
      return new AccountNotVerifiedError(account.id, record.id, account.accountType);
    });
  }
}
