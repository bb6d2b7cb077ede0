import { RateLimit, RateLimiter } from '@jointly/common/limits';

export { RateLimiter };
export type { RateLimit };

/**
 * Wrong passwords for one account from one address (OWASP: a lock per account and address, not a global account
 * lock, so an attacker elsewhere cannot lock the owner out; a password reset clears it).
 */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: RateLimit = {
  what: 'sign-in attempts for this account from your network',
  limit: 10,
  windowSeconds: 15 * 60,
};
/** The counter key of one account's sign-ins from one address; a password reset clears every address of the account. */
export const loginPairKey = (email: string, ip: string) => `${email}|${ip}`;
export const LOGIN_PER_ADDRESS: RateLimit = { what: 'sign-in attempts from your network', limit: 50, windowSeconds: 15 * 60 };
export const CODES_PER_ACCOUNT: RateLimit = { what: 'code requests for this address', limit: 5, windowSeconds: 60 * 60 };
export const CODE_CHECKS_PER_ADDRESS: RateLimit = { what: 'code attempts from your network', limit: 30, windowSeconds: 15 * 60 };
export const SIGNUPS_PER_ADDRESS: RateLimit = { what: 'sign-ups from your network', limit: 30, windowSeconds: 60 * 60 };
/** Wrong current passwords on POST /account/update-password (a stolen session cannot guess the password). */
export const PASSWORD_CHECKS_PER_ACCOUNT: RateLimit = { what: 'wrong current passwords', limit: 5, windowSeconds: 15 * 60 };
export const INVITES_PER_ACCOUNT: RateLimit = { what: 'team invitations', limit: 30, windowSeconds: 60 * 60 };
/** Tender Writer and tender requests, which e-mail the platform team. */
export const SERVICE_REQUESTS_PER_ACCOUNT: RateLimit = { what: 'service requests', limit: 10, windowSeconds: 24 * 60 * 60 };
export const UPLOADS_PER_ACCOUNT: RateLimit = { what: 'uploads', limit: 100, windowSeconds: 60 * 60 };
