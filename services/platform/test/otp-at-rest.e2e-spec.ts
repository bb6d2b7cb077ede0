import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, type EventEnvelope, type OtpIssued } from '@jointly/contracts';
import { OtpCodeCipher } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { DeadLetterService, OutboxService, createEvent } from '@jointly/common/events';
import { IsolatedDatabase, SmtpSink, createIsolatedDatabase, createTestApp, eventually, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { NotificationsModule } from '../../notifications/src/notifications.module';

const PASSWORD = 'At-rest-pass-2026';

/**
 * Issue 11 item 12: one-time codes never rest in plaintext. After codes are issued and mailed (accounts and
 * notifications in one process, real SMTP), no outbox, inbox or dead-letter row of any schema holds a code; a
 * code that cannot be opened ends in dead letters still sealed. (Kafka carries the outbox envelope as it is.)
 */
describe('one-time codes at rest', () => {
  const sink = new SmtpSink();
  let database: IsolatedDatabase;
  let app: NestFastifyApplication;
  let base: string;

  const post = async (url: string, body?: unknown) => {
    const res = await fetch(`${base}/api${url}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const codeFromMail = async (address: string, subject: RegExp, seen = 0) => {
    const mails = await eventually(`mail ${seen + 1} to ${address}`, () => {
      const matching = sink.to(address).filter((m) => subject.test(m.subject));
      return matching.length > seen && matching;
    });
    return /\b(\d{6})\b/.exec(mails[seen].text)![1];
  };
  /** Every row of every event table (outbox, inbox, dead letters) of both services, as text. */
  const eventTables = async () => {
    const db = app.get<DataSource>(getDataSourceToken('accounts'));
    const rows: string[] = [];
    for (const schema of ['accounts', 'notifications'])
      for (const table of ['outbox_message', 'processed_event', 'dead_letter'])
        rows.push(...((await db.query(`SELECT t::text AS row FROM "${schema}"."${table}" t`)) as Array<{ row: string }>).map((r) => r.row));
    return rows;
  };
  /** The code as a value of its own (not inside a longer base64url or hex run, where six digits can occur by chance). */
  const holding = (rows: string[], code: string) =>
    rows.filter((row) => new RegExp(`(?<![A-Za-z0-9_-])${code}(?![A-Za-z0-9_-])`).test(row));

  beforeAll(async () => {
    await sink.start();
    database = await createIsolatedDatabase('otp_at_rest');
    app = await createTestApp({
      modules: [AccountsModule, NotificationsModule],
      config: testConfig({ databaseUrl: database.url, smtpUrl: sink.url }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await sink.stop();
  });

  it('mails the codes, and no event table of any service holds one', async () => {
    const email = `at-rest-${Date.now()}@example.test`;
    const registered = await post('/account/register', { email, password: PASSWORD, companyName: 'At Rest Care' });
    expect(registered.status).toBe(201);
    const verifyCode = await codeFromMail(email, /verification code/i);
    expect(
      (
        await post('/account/verify-and-auth', {
          userId: registered.body.account.id,
          otp: { id: registered.body.result.id, code: verifyCode },
        })
      ).status,
    ).toBe(200);
    const sent = await post(`/account/send-otp/${encodeURIComponent(email)}`);
    const resetCode = await codeFromMail(email, /reset/i);

    const rows = await eventTables();
    const issued = rows.filter((row) => row.includes(AccountEvents.OtpIssued.type));
    expect(issued.length).toBeGreaterThanOrEqual(2); // the outbox rows (the inbox keeps ids only)
    for (const code of [verifyCode, resetCode]) expect(holding(rows, code)).toEqual([]);
    const payloads = (await app
      .get<DataSource>(getDataSourceToken('accounts'))
      .query(`SELECT envelope->'payload' AS payload FROM accounts.outbox_message WHERE type = $1`, [
        AccountEvents.OtpIssued.type,
      ])) as Array<{
      payload: Record<string, unknown>;
    }>;
    for (const { payload } of payloads) {
      expect(payload).not.toHaveProperty('code');
      expect(payload.sealedCode).toMatch(/^v1\./);
    }
    // The reset code works: it was sealed for the mail, not lost.
    const reset = await post('/account/reset-password', {
      email,
      otp: { id: sent.body.result.id, code: resetCode },
      password: 'At-rest-new-2027',
    });
    expect(reset.status).toBe(200);
  });

  it('a code that does not open (another key) waits in dead letters still sealed', async () => {
    const code = '913572';
    const otpId = randomUUID();
    const accountId = randomUUID();
    const forged: EventEnvelope<OtpIssued> = createEvent(AccountEvents.OtpIssued, {
      aggregateId: accountId,
      payload: {
        accountId,
        email: 'nobody@example.test',
        otpId,
        sealedCode: new OtpCodeCipher(Buffer.alloc(32, 7)).seal(code, otpId),
        purpose: 'verify',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
    });
    const outbox = app.get(OutboxService, { each: true, strict: false }).find((service) => service.schema === 'accounts')!;
    await transaction(app.get<DataSource>(getDataSourceToken('accounts')), (manager) => outbox.add(manager, forged));
    const letters = app.get(DeadLetterService, { each: true, strict: false }).find((service) => service.schema === 'notifications')!;
    const letter = await eventually('the dead letter of SendCodeOnOtpIssued', async () => {
      const { items } = await letters.list({ consumer: 'SendCodeOnOtpIssued' });
      return items.find((l) => l.eventId === forged.id);
    });
    expect(JSON.stringify(letter)).not.toContain(code);
    expect(holding(await eventTables(), code)).toEqual([]);
    expect(sink.to('nobody@example.test')).toHaveLength(0);
  });
});
