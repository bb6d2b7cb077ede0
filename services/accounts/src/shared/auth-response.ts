import type { EntityManager } from 'typeorm';
import type { LoginResponse } from '@jointly/contracts';
import { Account, accountView } from '../account/account.entity';
import { isReturningUser } from '../get-started/returning-user';
import { Partner, partnerView } from '../partner/partner.entity';
import type { IssuedTokens } from '../session/session-tokens';

/** The answer of every call that signs someone in (spec §3 login response): `LoginResponse` of @jointly/contracts. */
export type AuthResponse = LoginResponse;

/** `partner`: the account's company when the caller already read it (undefined: read here). */
export async function authResponse(
  manager: EntityManager,
  account: Account,
  tokens: IssuedTokens,
  message: string,
  partner?: Partner | null,
): Promise<AuthResponse> {
  if (partner === undefined) partner = account.companyId ? await manager.findOne(Partner, { where: { id: account.companyId } }) : null;
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
