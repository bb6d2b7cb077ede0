import { randomUUID } from 'node:crypto';
import { BidEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { startMessagesApp, type MessagesTestApp, type TestAccount } from './support/messages-test-app';

type Caller = 'guest' | 'otherCompany' | 'member' | 'expert' | 'admin';
const CALLERS: Caller[] = ['guest', 'otherCompany', 'member', 'expert', 'admin'];

interface Fixture {
  conversationId: string;
  invitationId: string;
  leadCompanyId: string;
  messageIds: string[];
  attachmentId: string;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (f: Fixture, caller: Caller) => string;
  body?: unknown;
  expect: Partial<Record<Caller, number | 'ok'>> & { default: number | 'ok' };
}

const signedIn = { default: 'ok' as const, guest: 401 };
const membersOnly = { default: 403, guest: 401, member: 'ok' as const };
const adminsOnly = { default: 403, guest: 401, admin: 'ok' as const };
/** A fresh message of the member's for each caller, so one caller's edit or delete does not change the next one's answer. */
const messageFor = (f: Fixture, caller: Caller) => f.messageIds[CALLERS.indexOf(caller)];

/**
 * Every messages route, called as each kind of caller: a guest, a provider of a company outside the consortium, a
 * provider of a member company, an expert (invited by the lead company: their own conversation is the invitation's),
 * and an admin (not a participant of anything).
 */
const ROWS: Row[] = [
  { name: 'GET /messages/conversations', method: 'GET', path: () => '/api/messages/conversations', expect: signedIn },
  { name: 'GET /messages/unread', method: 'GET', path: () => '/api/messages/unread', expect: signedIn },
  {
    name: 'POST /messages/conversations/direct',
    method: 'POST',
    path: () => '/api/messages/conversations/direct',
    body: 'lead',
    expect: membersOnly,
  },
  {
    name: 'GET /messages/conversations/{id}/messages',
    method: 'GET',
    path: (f) => `/api/messages/conversations/${f.conversationId}/messages`,
    expect: membersOnly,
  },
  {
    name: 'GET /messages/conversations/{id}/messages (invitation)',
    method: 'GET',
    path: (f) => `/api/messages/conversations/${f.invitationId}/messages`,
    expect: { default: 403, guest: 401, expert: 'ok' },
  },
  {
    name: 'POST /messages/conversations/{id}/messages',
    method: 'POST',
    path: (f) => `/api/messages/conversations/${f.conversationId}/messages`,
    body: { body: 'hello' },
    expect: membersOnly,
  },
  { name: 'PATCH /messages/{messageId}', method: 'PATCH', path: messageFor, body: { body: 'edited' }, expect: membersOnly },
  { name: 'DELETE /messages/{messageId}', method: 'DELETE', path: messageFor, expect: membersOnly },
  {
    name: 'GET /messages/attachments/{attachmentId}',
    method: 'GET',
    path: (f) => `/api/messages/attachments/${f.attachmentId}`,
    expect: membersOnly,
  },
  {
    name: 'POST /messages/conversations/{id}/read',
    method: 'POST',
    path: (f) => `/api/messages/conversations/${f.conversationId}/read`,
    body: {},
    expect: membersOnly,
  },
  {
    name: 'PUT /messages/conversations/{id}/mute',
    method: 'PUT',
    path: (f) => `/api/messages/conversations/${f.conversationId}/mute`,
    body: { muted: true },
    expect: membersOnly,
  },
  {
    name: 'POST /messages/conversations/{id}/typing',
    method: 'POST',
    path: (f) => `/api/messages/conversations/${f.conversationId}/typing`,
    expect: membersOnly,
  },
  { name: 'GET /messages/preferences', method: 'GET', path: () => '/api/messages/preferences', expect: signedIn },
  {
    name: 'PUT /messages/preferences',
    method: 'PUT',
    path: () => '/api/messages/preferences',
    body: { emailDigests: true },
    expect: signedIn,
  },
  { name: 'POST /live/ticket', method: 'POST', path: () => '/api/live/ticket', expect: signedIn },
  // without a ticket nobody gets a stream (the bearer token alone is not enough; live.e2e-spec covers tickets)
  { name: 'GET /live/stream', method: 'GET', path: () => '/api/live/stream', expect: { default: 401 } },
  { name: 'GET /admin/stats/messages', method: 'GET', path: () => '/api/admin/stats/messages', expect: adminsOnly },
  {
    name: 'DELETE /admin/messages/{id}',
    method: 'DELETE',
    path: (f, caller) => f.messageIds[CALLERS.length + CALLERS.indexOf(caller)].replace('/api/messages/', '/api/admin/messages/'),
    body: { reason: 'Reported as spam' },
    expect: adminsOnly,
  },
];

describe('messages authorization matrix', () => {
  let t: MessagesTestApp;
  let f: Fixture;
  let callers: Record<Exclude<Caller, 'guest'>, TestAccount>;

  beforeAll(async () => {
    t = await startMessagesApp('messages_matrix');
    const lead = await t.account('provider', { companyName: 'Amber Care Ltd' });
    const member = await t.account('provider', { companyName: 'Birch Homecare' });
    const otherCompany = await t.account('provider', { companyName: 'Cedar Nursing' });
    const expert = await t.account('expert');
    const admin = await t.account('admin');
    callers = { member, otherCompany, expert, admin };
    const conversationId = await t.conversationOf(await t.consortium(lead, [member]));
    const bidId = randomUUID();
    await t.bids.publish(
      createEvent(BidEvents.ExpertInvited, {
        aggregateId: bidId,
        payload: {
          bidId,
          tenderId: randomUUID(),
          tenderTitle: null,
          expertAccountId: expert.id,
          invitedBy: lead.id,
          inviterCompanyId: lead.companyId,
          inviterCompanyName: 'Amber Care Ltd',
          message: null,
        },
      }),
    );
    const invitationId = await t.conversationOf(bidId);
    const messageIds: string[] = [];
    for (let i = 0; i < CALLERS.length * 2; i++)
      messageIds.push(
        `/api/messages/${(await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, member, { body: `m${i}` })).body.message.id}`,
      );
    const boundary = 'matrixboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const withFile = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    f = {
      conversationId,
      invitationId,
      leadCompanyId: lead.companyId!,
      messageIds,
      attachmentId: withFile.json().message.attachments[0].id,
    };
  });
  afterAll(() => t?.close());

  it('covers every route the messages controllers declare', () => {
    const declared = new Set<string>();
    const { ModulesContainer } = jest.requireActual('@nestjs/core');
    const { PATH_METADATA, METHOD_METADATA } = jest.requireActual('@nestjs/common/constants');
    const { RequestMethod } = jest.requireActual('@nestjs/common');
    for (const module of t.app.get(ModulesContainer).values()) {
      if (module.metatype?.name !== 'MessagesModule') continue;
      for (const controller of module.controllers.values()) {
        const prefix = Reflect.getMetadata(PATH_METADATA, controller.metatype) as string;
        const proto = controller.metatype.prototype;
        for (const key of Object.getOwnPropertyNames(proto)) {
          const route = Reflect.getMetadata(PATH_METADATA, proto[key]);
          if (route === undefined || key === 'constructor') continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, proto[key])];
          declared.add(`${method} /${[prefix, route].filter((p) => p && p !== '/').join('/')}`.replace(/:(\w+)/g, '{$1}'));
        }
      }
    }
    expect(declared.size).toBeGreaterThan(10);
    const covered = new Set(ROWS.map((r) => r.name.replace(/ \(.*\)$/, '').replace(/\{[^}]+\}/g, '{}')));
    expect([...declared].filter((route) => !covered.has(route.replace(/\{[^}]+\}/g, '{}')))).toEqual([]);
  });

  describe.each(ROWS)('$name', (row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const as = caller === 'guest' ? null : callers[caller];
      const path = row.path(f, caller);
      const body = row.body === 'lead' ? { companyId: f.leadCompanyId } : row.body;
      const res = await t.request(row.method, path, as, body);
      const expected = row.expect[caller] ?? row.expect.default;
      if (expected === 'ok')
        expect({ caller, status: res.status >= 200 && res.status < 300 ? '2xx' : res.status, body: res.body }).toMatchObject({
          status: '2xx',
        });
      else expect({ caller, status: res.status }).toEqual({ caller, status: expected });
    });
  });
});
