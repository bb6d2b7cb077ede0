import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

/** What a membership check knows about the caller now, whatever the access token says. */
export interface CurrentMembership {
  /** The account's company now (null: none). */
  companyId: string | null;
  /** An admin suspended the account after the token was issued. */
  suspended: boolean;
}

/**
 * Tells the global guard an account's current company and status. Accounts answers from its account table; every
 * other service registers one backed by its membership read model (MembershipChanged and AccountStatusChanged, see
 * service/account-memberships). `undefined`: nothing changed since the token was issued, its claims stand.
 */
export interface MembershipCheck {
  current(user: AuthenticatedUser): Promise<CurrentMembership | undefined>;
}

/**
 * Where the module that knows about memberships registers its {@link MembershipCheck}. The global JWT guard consults it
 * on every authenticated request: a suspended account gets 456, and the caller's company is the current one, never a
 * company claim older than the last membership change (a member removed from a team loses the company's data on the
 * next request, not when the access token expires).
 */
@Injectable()
export class CompanyMemberships {
  private readonly authoritative: MembershipCheck[] = [];
  private readonly fallbacks: MembershipCheck[] = [];

  /** As {@link SessionRevocations.use}: accounts is authoritative; read models elsewhere are fallbacks. */
  use(check: MembershipCheck, options: { authoritative?: boolean } = {}): void {
    (options.authoritative === false ? this.fallbacks : this.authoritative).push(check);
  }

  async current(user: AuthenticatedUser): Promise<CurrentMembership | undefined> {
    const checks = this.authoritative.length ? this.authoritative : this.fallbacks;
    for (const check of checks) {
      const found = await check.current(user);
      if (found) return found;
    }
    return undefined;
  }
}
