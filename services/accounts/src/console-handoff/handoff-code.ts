import { createHash, randomBytes } from 'node:crypto';

/**
 * The one-time code that hands an admin's web sign-in to the console (issue 17 §2). 256 random bits, stored only as
 * a SHA-256 hash, valid for 60 seconds and exchangeable once. It never travels in a URL: the web app leaves it in the
 * tab's sessionStorage and the console takes it from there, so it reaches no server log, referrer or history entry.
 */
export const HANDOFF_TTL_MS = 60_000;
export const HANDOFF_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newHandoffCode = (): string => randomBytes(32).toString('base64url');
export const hashHandoffCode = (code: string): string => createHash('sha256').update(`jointly:console-handoff:${code}`).digest('hex');
export const handoffExpiry = (now: Date): Date => new Date(now.getTime() + HANDOFF_TTL_MS);
