import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OtpCodeCipher } from '@jointly/common/auth';
import { call } from '@jointly/common/testing';

/** A distinct client address per call, so the per-address limits of one test do not leak into another. */
export const freshIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
export const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`;
export const PASSWORD = 'Tender-Ready-2026';

export type Kind = 'provider' | 'expert' | 'staff';
const registerPath = { provider: 'account', expert: 'expert', staff: 'staff' } as const;

/**
 * The latest code e-mailed to an account: its OtpIssued event from the accounts outbox, opened with the key the
 * code mail is written with (the event carries the code sealed, never in clear).
 */
export async function latestCode(
  app: NestFastifyApplication,
  accountId: string,
  purpose: 'verify' | 'reset',
): Promise<{ otpId: string; code: string }> {
  const ds = app.get<DataSource>(getDataSourceToken('accounts'));
  const rows = (await ds.query(
    `SELECT envelope->'payload' AS payload FROM accounts.outbox_message
     WHERE type = 'accounts.account.otp-issued' AND envelope->'payload'->>'accountId' = $1 AND envelope->'payload'->>'purpose' = $2
     ORDER BY created_at DESC LIMIT 1`,
    [accountId, purpose],
  )) as Array<{ payload: { otpId: string; sealedCode: string } }>;
  if (!rows.length) throw new Error(`no ${purpose} code issued for ${accountId}`);
  const { otpId, sealedCode } = rows[0].payload;
  return { otpId, code: app.get(OtpCodeCipher, { strict: false }).open(sealedCode, otpId) };
}

export async function register(app: NestFastifyApplication, kind: Kind, email = uniqueEmail(kind), extra: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', `/api/${registerPath[kind]}/register`, {
    body: { email, password: PASSWORD, name: `Test ${kind}`, ...(kind === 'provider' ? { companyName: `Co ${email}` } : {}), ...extra },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (res.status !== 201) throw new Error(`register ${kind} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const key = kind === 'provider' ? 'account' : kind;
  return { email, accountId: res.body[key].id as string, otpId: res.body.result.id as string, body: res.body };
}

/** Registers and verifies; answers the sign-in response (tokens, user, partner). */
export async function signUp(app: NestFastifyApplication, kind: Kind, email?: string, extra: Record<string, unknown> = {}) {
  const reg = await register(app, kind, email, extra);
  const { otpId, code } = await latestCode(app, reg.accountId, 'verify');
  const res = await call(app, 'POST', `/api/${registerPath[kind]}/verify-and-auth`, {
    body: { userId: reg.accountId, otp: { id: otpId, code } },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...reg, accessToken: res.body.accessToken as string, refreshToken: res.body.refreshToken as string, session: res.body };
}

/** Uploads a company document as the token's account (one helper for every suite: common/testing). */
export { uploadDocument } from '@jointly/common/testing';

export async function eventsOfType(app: NestFastifyApplication, type: string, aggregateId?: string) {
  const ds = app.get<DataSource>(getDataSourceToken('accounts'));
  return (await ds.query(
    `SELECT envelope FROM accounts.outbox_message WHERE type = $1 AND ($2::text IS NULL OR key = $2) ORDER BY created_at`,
    [type, aggregateId ?? null],
  )) as Array<{ envelope: { payload: Record<string, unknown>; actorId: string | null } }>;
}
