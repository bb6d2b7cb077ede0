import type { AccountType } from '@jointly/contracts';

/** What a sign-up creates, decided before anything is written. */
export interface SignUpPlan {
  /** The person's name, trimmed (null when not given). */
  name: string | null;
  /** The company the account joins at once: the inviting company's, else none yet. */
  joinsCompanyId: string | null;
  /** A provider with no invitation gets a company of its own under this name; null for everyone else. */
  ownCompanyName: string | null;
}

/**
 * The sign-up rule: an invitation puts the account in the inviting company (whatever its type); a provider without
 * one gets a company of its own, named by the company name given, else the person's name, else the e-mail address;
 * experts and staff without an invitation belong to no company.
 */
export function signUpPlan(
  accountType: Exclude<AccountType, 'admin'>,
  input: { name?: string | null; companyName?: string | null },
  email: string,
  invitedCompanyId: string | null,
): SignUpPlan {
  const name = input.name?.trim() || null;
  const ownCompanyName = accountType === 'provider' && !invitedCompanyId ? input.companyName?.trim() || name || email : null;
  return { name, joinsCompanyId: invitedCompanyId, ownCompanyName };
}
