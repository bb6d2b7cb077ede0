import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { AccessTokenIssuer, SessionRevocations } from '@jointly/common/auth';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { SessionExpiredError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../account/account.entity';
import { RefreshToken, Session, SessionRevocationReason } from './session.entity';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

const REVOCATION_CACHE_MS = 5_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

type RefreshOutcome = { ok: true; tokens: { token: string; refreshToken: string } } | { ok: false; message: string; code: string };

/**
 * Sessions and their tokens: short-lived access JWTs, opaque refresh tokens stored hashed and rotated on every use.
 * Presenting a used refresh token again revokes the whole session (456): a stolen token is useless once either party
 * has used it. Two simultaneous refreshes with one token: the row lock lets exactly one through; the other is a reuse.
 */
@Injectable()
export class SessionTokens implements OnModuleInit {
  private readonly revocationCache = new Map<string, { revoked: boolean; at: number }>();

  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly issuer: AccessTokenIssuer,
    private readonly outbox: OutboxService,
    private readonly revocations: SessionRevocations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.revocations.use({ isRevoked: (sessionId) => this.isRevoked(sessionId) });
  }

  /** Opens a session for an account that just proved who it is. */
  async open(manager: EntityManager, account: Account, meta: { userAgent?: string; ip?: string } = {}): Promise<IssuedTokens> {
    const now = new Date();
    const session = await manager.save(
      manager.create(Session, {
        accountId: account.id,
        lastUsedAt: now,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      }),
    );
    const refreshToken = await this.addRefreshToken(manager, session.id, now);
    return { accessToken: this.accessTokenFor(account, session.id), refreshToken, sessionId: session.id };
  }

  accessTokenFor(account: Account, sessionId: string): string {
    return this.issuer.issue({ sub: account.id, role: account.accountType, email: account.email, cid: account.companyId, sid: sessionId });
  }

  /** POST /account/refresh-token: the expired access token and the refresh token → a new pair. */
  async refresh(expiredToken: string, refreshToken: string): Promise<{ token: string; refreshToken: string }> {
    const outcome = await transaction(this.dataSource, (manager) => this.rotate(manager, expiredToken, refreshToken));
    if (!outcome.ok) throw new SessionExpiredError(outcome.message, outcome.code);
    return outcome.tokens;
  }

  private async rotate(manager: EntityManager, expiredToken: string, refreshToken: string): Promise<RefreshOutcome> {
    const expired = { ok: false as const, message: 'Session has expired, please login again!', code: 'AUTH.SESSION_EXPIRED' };
    const claims = this.issuer.decodeIgnoringExpiry(expiredToken);
    if (!claims) return { ...expired, code: 'AUTH.REFRESH_INVALID' };
    const stored = await manager.findOne(RefreshToken, {
      where: { tokenHash: hashToken(refreshToken) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!stored || stored.sessionId !== claims.sid) return { ...expired, code: 'AUTH.REFRESH_INVALID' };
    const session = await manager.findOne(Session, { where: { id: stored.sessionId }, lock: { mode: 'pessimistic_write' } });
    if (!session || session.accountId !== claims.sub || session.revokedAt) return { ...expired, code: 'AUTH.SESSION_REVOKED' };
    const now = new Date();
    if (stored.usedAt) {
      await this.revokeSession(manager, session, 'reuse');
      return { ...expired, code: 'AUTH.REFRESH_REUSED' };
    }
    if (stored.expiresAt.getTime() < now.getTime()) return { ...expired, code: 'AUTH.REFRESH_EXPIRED' };
    const account = await manager.findOne(Account, { where: { id: session.accountId } });
    if (!account || account.status !== 'active') {
      await this.revokeSession(manager, session, 'suspended');
      return { ...expired, code: 'AUTH.ACCOUNT_SUSPENDED' };
    }
    await manager.update(RefreshToken, { id: stored.id }, { usedAt: now });
    await manager.update(Session, { id: session.id }, { lastUsedAt: now });
    const next = await this.addRefreshToken(manager, session.id, now);
    return { ok: true, tokens: { token: this.accessTokenFor(account, session.id), refreshToken: next } };
  }

  /** Ends one session (logout): its refresh tokens stop working and its access tokens answer 456. */
  async revoke(manager: EntityManager, sessionId: string, reason: SessionRevocationReason): Promise<void> {
    const session = await manager.findOne(Session, { where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
    if (session && !session.revokedAt) await this.revokeSession(manager, session, reason);
  }

  /** Ends every session of an account (password reset or change, suspension). */
  async revokeAll(manager: EntityManager, accountId: string, reason: SessionRevocationReason, except?: string): Promise<void> {
    const sessions = await manager.find(Session, { where: { accountId, revokedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
    for (const session of sessions) if (session.id !== except) await this.revokeSession(manager, session, reason);
  }

  /** For the global guard: is the session behind an access token still alive? Cached for a few seconds. */
  async isRevoked(sessionId: string): Promise<boolean> {
    const cached = this.revocationCache.get(sessionId);
    if (cached && (cached.revoked || Date.now() - cached.at < REVOCATION_CACHE_MS)) return cached.revoked;
    const rows = (await this.dataSource.query('SELECT revoked_at FROM accounts.session WHERE id = $1', [sessionId])) as Array<{
      revoked_at: Date | null;
    }>;
    const revoked = rows.length === 0 || rows[0].revoked_at !== null;
    if (this.revocationCache.size > 50_000) this.revocationCache.clear();
    this.revocationCache.set(sessionId, { revoked, at: Date.now() });
    return revoked;
  }

  private async revokeSession(manager: EntityManager, session: Session, reason: SessionRevocationReason): Promise<void> {
    const now = new Date();
    await manager.update(Session, { id: session.id }, { revokedAt: now, revokedReason: reason });
    this.revocationCache.set(session.id, { revoked: true, at: now.getTime() });
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.SessionRevoked, {
        aggregateId: session.accountId,
        actorId: session.accountId,
        payload: { accountId: session.accountId, familyId: session.id, reason },
      }),
    );
  }

  private async addRefreshToken(manager: EntityManager, sessionId: string, now: Date): Promise<string> {
    const token = newRefreshToken();
    await manager.insert(RefreshToken, {
      sessionId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + this.config.refreshTokenTtl * 1000),
    });
    return token;
  }
}
