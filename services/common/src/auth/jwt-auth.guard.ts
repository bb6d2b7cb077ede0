import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AccessTokenExpiredError, SessionExpiredError, UnauthenticatedError } from '../errors';
import type { AuthenticatedUser } from './authenticated-user';
import { CompanyMemberships } from './company-memberships';
import { IS_PUBLIC, OPTIONAL_AUTH } from './decorators';
import { SessionRevocations } from './session-check';
import { VerifiedTokenCache, expiryOf } from './verified-token-cache';

type Request = { headers: Record<string, string | string[] | undefined>; user?: AuthenticatedUser };

const bearerOf = (request: Request) => /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? '').trim())?.[1];

/**
 * The global guard: no or bad token → 401; expired token → 451 (refresh and retry); revoked session → 456.
 * `@Public()` skips it; `@OptionalAuth()` verifies a token only when one is sent. The caller's company and status are
 * the current ones ({@link CompanyMemberships}), not the token's claims: removal from a company ends its access at once.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly verified = new VerifiedTokenCache();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionRevocations,
    private readonly memberships: CompanyMemberships,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets);
    const token = bearerOf(request);
    if ((isPublic || optional) && !token) return true;
    if (isPublic && !optional) return true;
    const cached = token ? this.verified.get(token) : undefined;
    if (cached) {
      if (cached.expiresAtMs <= Date.now()) {
        this.verified.delete(token!);
        throw new AccessTokenExpiredError();
      }
      request.user = cached.user;
    } else {
      await (super.canActivate(context) as Promise<boolean>);
      if (token && request.user) this.verified.set(token, request.user, expiryOf(token));
    }
    const user = request.user;
    if (!user) return true;
    if (await this.sessions.isRevoked(user.sessionId, user.id)) throw new SessionExpiredError();
    const membership = await this.memberships.current(user);
    if (membership?.suspended) throw new SessionExpiredError('This account is suspended; contact the Jointly team.', 'ACCOUNT.SUSPENDED');
    // The token's company claim is never trusted past a membership change (the cached user is shared: copy it).
    if (membership && membership.companyId !== user.companyId) request.user = { ...user, companyId: membership.companyId };
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (error) throw error;
    if ((info as { name?: string } | undefined)?.name === 'TokenExpiredError') throw new AccessTokenExpiredError();
    if (!user) {
      const reason = (info as { message?: string } | undefined)?.message;
      throw new UnauthenticatedError(
        reason === 'No auth token' ? 'Please sign in to continue.' : 'Your access token is not valid; please sign in again.',
        reason === 'No auth token' ? 'AUTH.UNAUTHENTICATED' : 'AUTH.INVALID_TOKEN',
      );
    }
    return user;
  }
}
