import type { EntityManager } from 'typeorm';
import { Account, AccountView, accountView } from '../account/account.entity';
import { isReturningUser } from '../get-started/returning-user';
import { Partner, PartnerView, partnerView } from '../partner/partner.entity';
import type { IssuedTokens } from '../session/session-tokens';

/** The answer of every call that signs someone in (spec §3 login response). */
export interface AuthResponse {
  accessToken: string;
  refreshToken: string;
  user: AccountView;
  partner: PartnerView | null;
  oldUserStatus: boolean;
  message: string;
}

export async function authResponse(manager: EntityManager, account: Account, tokens: IssuedTokens, message: string): Promise<AuthResponse> {
  const partner = account.companyId ? await manager.findOne(Partner, { where: { id: account.companyId } }) : null;
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    user: accountView(account),
    partner: partner ? partnerView(partner) : null,
    oldUserStatus: isReturningUser(account),
    message,
  };
}

/** Who is calling, for rate limits and the session record. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}
