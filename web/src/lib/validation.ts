import { ApiError } from './api-error';

/**
 * Client-side checks that mirror the accounts service's DTO rules (services/accounts/src/**.request.dto.ts),
 * so a form says what is wrong before the server has to. The server stays the authority: its 400 answers
 * name the fields too (see `fieldErrorsFrom`).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
/** Same as the server's PASSWORD_PATTERN. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,128}$/;
export const PASSWORD_RULE = 'at least 8 characters with a letter and a digit';
export const PHONE_PATTERN = /^[+\d][\d\s()-]{6,20}$/;
export const UK_POSTCODE_PATTERN = /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/;
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your email address';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'Enter a valid email address, like name@example.com';
  return undefined;
}

export function checkPassword(value: string, label = 'Password'): string | undefined {
  if (!value) return `Enter a ${label.toLowerCase()}`;
  if (!PASSWORD_PATTERN.test(value)) return `${label} must be ${PASSWORD_RULE}`;
  return undefined;
}

export function checkOtp(value: string): string | undefined {
  if (!OTP_PATTERN.test(value)) return `Enter the ${OTP_LENGTH}-digit code from the email`;
  return undefined;
}

/** Optional or required text with the server's length limits. */
export function checkText(
  value: string,
  label: string,
  { min = 0, max, required = false }: { min?: number; max: number; required?: boolean },
): string | undefined {
  const text = value.trim();
  if (!text) return required ? `Enter ${label.toLowerCase()}` : undefined;
  if (text.length < min) return `${label} must be at least ${min} characters`;
  if (text.length > max) return `${label} must be ${max} characters or fewer`;
  return undefined;
}

export function checkPhone(value: string): string | undefined {
  const text = value.trim();
  if (text && !PHONE_PATTERN.test(text)) return 'Enter a phone number, like +44 20 7946 0000';
  return undefined;
}

export function checkPostcode(value: string): string | undefined {
  const text = value.trim();
  if (text && !UK_POSTCODE_PATTERN.test(text)) return 'Enter a UK postcode, like SW1A 1AA';
  return undefined;
}

/** A full http(s) address with a host name, as the server's IsUrl({ require_protocol: true }) wants. */
export function isFullUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export function checkUrl(value: string): string | undefined {
  const text = value.trim();
  if (text && !isFullUrl(text)) return 'Enter a full web address, like https://example.org';
  return undefined;
}

/** A whole number within bounds; empty is allowed (the field is optional). */
export function checkWholeNumber(value: string, label: string, max: number): string | undefined {
  const text = value.trim().replace(/,/g, '');
  if (!text) return undefined;
  if (!/^\d+$/.test(text)) return `${label} must be a whole number`;
  if (Number(text) > max) return `${label} must be ${max.toLocaleString('en-GB')} or less`;
  return undefined;
}

/** '' → null, '1,200' → 1200. */
export function toWholeNumber(value: string): number | null {
  const text = value.trim().replace(/,/g, '');
  return text ? Number(text) : null;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The per-field problems of a server 400 (`details.fields: [{ field, problems }]`), keyed by the form's field
 * names; nested fields such as `otp.code` are keyed by their last part.
 */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = error.body?.details as { fields?: Array<{ field?: string; problems?: string[] }> } | undefined;
  const found: FieldErrors = {};
  for (const entry of details?.fields ?? []) {
    if (!entry?.field || !entry.problems?.length) continue;
    const key = entry.field.split('.').pop() as string;
    const problem = entry.problems[0];
    found[key] = problem.charAt(0).toUpperCase() + problem.slice(1);
  }
  return found;
}

/** The error's `code` (e.g. ACCOUNT.NOT_VERIFIED) when the server sent one. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}
