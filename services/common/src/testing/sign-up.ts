import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OtpCodeCipher } from '../auth';
import { call } from './test-app';
import { multipartForm } from './uploads';

/**
 * A provider signed up through the accounts API of an app holding the accounts module (register, then verify with the
 * code read from its sealed OtpIssued event in the accounts outbox): its account id and access token.
 */
export async function signUpProviderThroughApi(
  app: NestFastifyApplication,
  tag = 'provider',
): Promise<{ accountId: string; accessToken: string; session: Record<string, unknown> }> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await call(app, 'POST', '/api/account/register', {
    body: { email, password: 'Tender-Ready-2026', name: `Test ${tag}`, companyName: `Co ${email}` },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const accountId = registered.body.account.id as string;
  const accounts = app.get<DataSource>(getDataSourceToken('accounts'));
  const [{ payload }] = (await accounts.query(
    `SELECT envelope->'payload' AS payload FROM accounts.outbox_message
      WHERE type = 'accounts.account.otp-issued' AND envelope->'payload'->>'accountId' = $1 ORDER BY created_at DESC LIMIT 1`,
    [accountId],
  )) as Array<{ payload: { otpId: string; sealedCode: string } }>;
  const code = app.get(OtpCodeCipher, { strict: false }).open(payload.sealedCode, payload.otpId);
  const verified = await call(app, 'POST', '/api/account/verify-and-auth', {
    body: { userId: accountId, otp: { id: payload.otpId, code } },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { accountId, accessToken: verified.body.accessToken as string, session: verified.body as Record<string, unknown> };
}

/**
 * Uploads a company document (POST /file/upload-document, a PDF) as the token's account, with its purpose fields
 * (`purpose`, and `certification` for a certificate); answers status and body.
 */
export async function uploadDocument(
  app: NestFastifyApplication,
  token: string,
  name: string,
  bytes: Buffer,
  fields: Record<string, string> = { purpose: 'insurance' },
) {
  const form = multipartForm(fields, { field: 'file', name, type: 'application/pdf', bytes });
  const res = await app.inject({
    method: 'POST',
    url: '/api/file/upload-document',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}
