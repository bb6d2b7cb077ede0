import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@jointly/common/auth';

/**
 * Which company an account belongs to, for the company inbox: the caller's current company as the global guard
 * resolved it (the token's claim, overridden by any membership change accounts published since the token was
 * issued). The recipients read model is not consulted: it answers who gets a notification, not who may read one,
 * and a member removed from the company must lose its inbox on the next request.
 */
@Injectable()
export class CompanyMembership {
  companyOf(actor: AuthenticatedUser): Promise<string | null> {
    return Promise.resolve(actor.companyId);
  }

  isMember(actor: AuthenticatedUser, companyId: string): Promise<boolean> {
    return Promise.resolve(actor.companyId === companyId);
  }
}
