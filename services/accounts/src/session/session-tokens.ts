import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
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

type TokenPair = { token: string; refreshToken: string };

/**
 * The pair handed out for a refresh token, sealed (AES-256-GCM) with a key derived from that refresh token: only who
 * presents the same token again can open it, and the database holds nothing that would let anyone else in.
 */
const graceKey = (refreshToken: string) => createHash('sha256').update(`jointly:refresh-grace:${refreshToken}`).digest();
function sealPair(pair: TokenPair, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}
function openPair(sealed: string, refreshToken: string): TokenPair | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', graceKey(refreshToken), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return null;
  }
}

type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; message: string; code: string };

/**
 * Sessions and their tokens: short-lived access JWTs, opaque refresh tokens stored hashed and rotated on every use.
 * Presenting a used refresh token again revokes the whole session (456): a stolen token is useless once either party
 * has used it. Two tabs refreshing with one token at the same moment: the row lock serialises them, and the second,
 * within `refreshReuseGraceSeconds` of the first and before the new refresh token was itself used, gets the same new
 * pair (RFC 9700 §4.14.2); any later presentation of the used token is a reuse and ends the session.
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

  /**
   * Opens a session for an account that just proved who it is: the session row and its first refresh token in one
   * statement (atomic on its own, one round trip). `signedInAt` also records the account's last sign-in in it.
   */
  async open(
    manager: EntityManager,
    account: Account,
    meta: { userAgent?: string; ip?: string } = {},
    options: { signedInAt?: Date } = {},
  ): Promise<IssuedTokens> {
    const now = options.signedInAt ?? new Date();
    const refreshToken = newRefreshToken();
    const expiresAt = new Date(now.getTime() + this.config.refreshTokenTtl * 1000);
    const [session] = (await manager.query(
      `WITH s AS (
         INSERT INTO accounts.session (account_id, last_used_at, user_agent, ip) VALUES ($1, $2, $3, $4) RETURNING id
       ), r AS (
         INSERT INTO accounts.refresh_token (session_id, token_hash, expires_at) SELECT id, $5, $6 FROM s
       )${options.signedInAt ? ', a AS (UPDATE accounts.account SET last_login_at = $2, updated_at = now() WHERE id = $1)' : ''}
       SELECT id FROM s`,
      [account.id, now, meta.userAgent?.slice(0, 300) ?? null, meta.ip ?? null, hashToken(refreshToken), expiresAt],
    )) as Array<{ id: string }>;
    if (options.signedInAt) account.lastLoginAt = now;
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
      const again = await this.withinGrace(manager, stored, refreshToken, now);
      if (again) return { ok: true, tokens: again };
      await this.revokeSession(manager, session, 'reuse');
      return { ...expired, code: 'AUTH.REFRESH_REUSED' };
    }
    if (stored.expiresAt.getTime() < now.getTime()) return { ...expired, code: 'AUTH.REFRESH_EXPIRED' };
    const account = await manager.findOne(Account, { where: { id: session.accountId } });
    if (!account || account.status !== 'active') {
      await this.revokeSession(manager, session, 'suspended');
      return { ...expired, code: 'AUTH.ACCOUNT_SUSPENDED' };
    }
    const next = await this.addRefreshToken(manager, session.id, now);
    const tokens = { token: this.accessTokenFor(account, session.id), refreshToken: next.token };
    await manager.update(
      RefreshToken,
      { id: stored.id },
      { usedAt: now, replacedBy: next.id, successorSealed: sealPair(tokens, refreshToken) },
    );
    await manager.update(Session, { id: session.id }, { lastUsedAt: now });
    return { ok: true, tokens };
  }

  /** The pair already handed out for this token, when it was used moments ago and its successor is still unused. */
  private async withinGrace(manager: EntityManager, used: RefreshToken, refreshToken: string, now: Date): Promise<TokenPair | null> {
    const graceMs = this.config.refreshReuseGraceSeconds * 1000;
    if (!used.usedAt || !used.replacedBy || !used.successorSealed || now.getTime() - used.usedAt.getTime() > graceMs) return null;
    const successor = await manager.findOne(RefreshToken, { where: { id: used.replacedBy }, lock: { mode: 'pessimistic_write' } });
    if (!successor || successor.usedAt) return null;
    return openPair(used.successorSealed, refreshToken);
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

  private async addRefreshToken(manager: EntityManager, sessionId: string, now: Date): Promise<{ id: string; token: string }> {
    const token = newRefreshToken();
    const inserted = await manager.insert(RefreshToken, {
      sessionId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + this.config.refreshTokenTtl * 1000),
    });
    return { id: (inserted.identifiers[0] as { id: string }).id, token };
  }
}
