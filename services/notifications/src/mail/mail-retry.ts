import { backoffDelay, backoffSchedule, type BackoffPolicy } from '@jointly/common/events';

/** Mail retries: 30 s doubling to 1 h (30 s, 1 min, 2 min, … 32 min, 1 h), ±10 % jitter so replicas spread out. */
export const MAIL_BACKOFF: BackoffPolicy = { initialMs: 30_000, maxMs: 3_600_000, jitter: 0.1 };

/** Attempts before a mail is given up (`failed`); with {@link MAIL_BACKOFF} that is about 4 hours of retries. */
export const MAIL_MAX_ATTEMPTS = 10;

/** What to do with a mail whose delivery attempt failed. */
export type FailureDecision = { kind: 'retry'; delayMs: number } | { kind: 'fail'; reason: 'permanent' | 'exhausted' };

/** Errors of a misconfigured transport: every mail would fail, so keep mails pending until an operator fixes it. */
const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'ECONFIG']);
/** Errors about the message itself that no retry can fix. */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMAXRECIPIENTS', 'EOTP']);

/**
 * True when retrying cannot help: the server answered with a permanent SMTP reply (5yz, except 503 which is a
 * session-state problem), or the message itself is invalid (bad envelope). Connection failures, timeouts, 4yz replies
 * and authentication problems are transient.
 */
export function isPermanentMailError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof code === 'string' && CONFIGURATION_CODES.has(code)) return false;
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return typeof code === 'string' && MESSAGE_CODES.has(code);
}

/**
 * After failed attempt number `attempts` (1 = the first try): retry after the backoff delay, or give up when the
 * error is permanent or the attempts are used up.
 */
export function decideAfterFailure(
  error: unknown,
  attempts: number,
  policy: { maxAttempts: number; backoff: BackoffPolicy },
  random: () => number = Math.random,
): FailureDecision {
  if (isPermanentMailError(error)) return { kind: 'fail', reason: 'permanent' };
  if (attempts >= policy.maxAttempts) return { kind: 'fail', reason: 'exhausted' };
  return { kind: 'retry', delayMs: backoffDelay(policy.backoff, attempts, random) };
}

/** The delays between attempts, without jitter (docs, logs, tests). */
export function mailRetrySchedule(policy: { maxAttempts: number; backoff: BackoffPolicy }): number[] {
  return backoffSchedule(policy.backoff, Math.max(0, policy.maxAttempts - 1));
}

/** One line describing a delivery error, for `mail_message.last_error`. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  const tags = [code, responseCode].filter((v) => v !== undefined && v !== null).join(' ');
  return `${tags ? `[${tags}] ` : ''}${error.message}`.slice(0, 2000);
}
