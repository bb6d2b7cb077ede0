import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { aCompanyPlanChange } from '@jointly/common/testing';
import { eventually, startMessagesApp, type MessagesTestApp, type TestAccount } from './support/messages-test-app';

const KB = 1024;

/** A multipart message with one PDF-looking attachment of `size` bytes. */
function withAttachment(body: string, name: string, size: number) {
  const boundary = `----jointly${randomUUID()}`;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Message attachments count against the author's company plan's storage, enforced by messages from billing's events. */
describe('messages: attachments within the plan’s storage', () => {
  let t: MessagesTestApp;
  let lead: TestAccount;
  let partner: TestAccount;
  let conversationId: string;

  beforeAll(async () => {
    t = await startMessagesApp('messages_plan_limits');
    lead = await t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    partner = await t.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    conversationId = await t.conversationOf(await t.consortium(lead, [partner]));
  });
  afterAll(() => t?.close());

  const onPlan = async (companyId: string, storageMb: number | null) => {
    const code = `plan-${randomUUID().slice(0, 8)}`;
    await t.billing.publish(aCompanyPlanChange(companyId, code, { storageMb }));
    await eventually(`company on ${code}`, async () => {
      const rows = (await t.db.query('SELECT plan_code FROM messages.company_plan WHERE company_id = $1', [companyId])) as Array<{
        plan_code: string;
      }>;
      return rows[0]?.plan_code === code;
    });
  };
  const send = async (as: TestAccount, name: string, size: number) => {
    const form = withAttachment(`Attached: ${name}`, name, size);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: { authorization: `Bearer ${as.token}`, ...form.headers },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const filesOnDisk = (): number => {
    const dir = path.join(t.config.dataDir, 'uploads', 'messages');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const messagesOf = async (accountId: string) =>
    (
      (await t.db.query('SELECT count(*)::int AS n FROM messages.message WHERE author_account_id = $1', [accountId])) as Array<{
        n: number;
      }>
    )[0].n;

  it('refuses an attachment past the plan’s storage, names the limit, writes nothing; an upgrade lets it through', async () => {
    await onPlan(partner.companyId!, 1);
    expect((await send(partner, 'method.pdf', 700 * KB)).status).toBe(201);
    const before = filesOnDisk();
    const sentBefore = await messagesOf(partner.id);

    const refused = await send(partner, 'pricing.pdf', 400 * KB);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN.LIMIT_REACHED');
    expect(refused.body.message).toContain('allows 1 MB of storage and you have 0.7');
    expect(refused.body.message).toContain('Manage plan');
    expect(filesOnDisk()).toBe(before);
    expect(await messagesOf(partner.id)).toBe(sentBefore);

    // Text still goes, and so do attachments of another company.
    expect((await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, partner, { body: 'See above' })).status).toBe(
      201,
    );
    expect((await send(lead, 'lead.pdf', 400 * KB)).status).toBe(201);

    await onPlan(partner.companyId!, 5);
    expect((await send(partner, 'pricing.pdf', 400 * KB)).status).toBe(201);
  });

  it('lets a downgraded company keep its attachments and refuses new ones', async () => {
    await onPlan(lead.companyId!, null);
    expect((await send(lead, 'big-1.pdf', 600 * KB)).status).toBe(201);
    expect((await send(lead, 'big-2.pdf', 600 * KB)).status).toBe(201);
    await onPlan(lead.companyId!, 1);
    const refused = await send(lead, 'small.pdf', 10 * KB);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/allows 1 MB of storage and you have 1\.[56]/);
    const list = await t.request('GET', `/api/messages/conversations/${conversationId}/messages`, lead);
    expect(list.status).toBe(200);
    const names = JSON.stringify(list.body);
    for (const name of ['big-1.pdf', 'big-2.pdf', 'lead.pdf']) expect(names).toContain(name);
  });
});
