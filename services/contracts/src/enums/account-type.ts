/** Account types of the spec (§1): Provider is the default; admins log in separately. */
export const ACCOUNT_TYPES = ['provider', 'expert', 'staff', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Roles a token can carry. */
export type Role = AccountType;
