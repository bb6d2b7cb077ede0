import { Injectable } from '@nestjs/common';
import type { StaffPower } from '@jointly/contracts';

/**
 * Tells whether an account holds a platform-wide power now. Accounts, which owns the grants, answers from its
 * staff_grant table; every other service answers from its read model of StaffPowersChanged events (see
 * service/staff-powers). Neither caches: a revocation counts from the next request.
 */
export interface StaffPowerCheck {
  holds(accountId: string, power: StaffPower): Promise<boolean>;
}

/**
 * Where the module that knows about grants registers its {@link StaffPowerCheck}; the global powers guard consults
 * it on every request to a `@RequiresPower()` route. Without any check registered, nobody but admins holds a power
 * (the guard fails closed).
 */
@Injectable()
export class StaffPowers {
  private readonly authoritative: StaffPowerCheck[] = [];
  private readonly fallbacks: StaffPowerCheck[] = [];

  /** The owner of grants (accounts) is authoritative; read models elsewhere are consulted only without one. */
  use(check: StaffPowerCheck, options: { authoritative?: boolean } = {}): void {
    (options.authoritative === false ? this.fallbacks : this.authoritative).push(check);
  }

  async holds(accountId: string, power: StaffPower): Promise<boolean> {
    const checks = this.authoritative.length ? this.authoritative : this.fallbacks;
    for (const check of checks) if (await check.holds(accountId, power)) return true;
    return false;
  }
}
