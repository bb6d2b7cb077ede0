import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { RecipientRepository } from '../recipient/recipient.repository';

/**
 * Which company an account belongs to, for the company inbox. The access token's company claim is what accounts
 * vouched for at sign-in; the recipients read model (fed by accounts' events) knows about a company joined or
 * created since, so a member is not refused until their token is refreshed.
 */
@Injectable()
export class CompanyMembership {
  constructor(private readonly recipients: RecipientRepository) {}

  async companyOf(actor: AuthenticatedUser): Promise<string | null> {
    if (actor.companyId) return actor.companyId;
    return (await this.recipients.findByAccountId(actor.id))?.companyId ?? null;
  }

  async isMember(actor: AuthenticatedUser, companyId: string): Promise<boolean> {
    if (actor.companyId === companyId) return true;
    return (await this.recipients.findByAccountId(actor.id))?.companyId === companyId;
  }
}
