import { randomUUID } from 'node:crypto';
import { AccountEvents, BidEvents, ConsortiumEvents, MessageEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { multipartForm, outboxEnvelopes } from '@jointly/common/testing';
import { eventually, startMessagesApp, type MessagesTestApp, type TestAccount } from './support/messages-test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('messages: conversations, participants only, removal, bad input', () => {
  let t: MessagesTestApp;
  let lead: TestAccount; // provider, lead company of the consortium
  let partner: TestAccount; // provider of a member company
  let colleague: TestAccount; // second person of the partner's company
  let outsider: TestAccount; // provider of a company outside the consortium
  let expert: TestAccount;
  let admin: TestAccount;
  let consortiumId: string;
  let conversationId: string;

  beforeAll(async () => {
    t = await startMessagesApp('messages_flow');
    lead = await t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    partner = await t.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    colleague = await t.account('staff', { companyId: partner.companyId, companyName: 'Birch Homecare', name: 'Cleo Colleague' });
    outsider = await t.account('provider', { companyName: 'Cedar Nursing', name: 'Otto Outsider' });
    expert = await t.account('expert', { name: 'Eve Expert' });
    admin = await t.account('admin');
    consortiumId = await t.consortium(lead, [partner]);
    conversationId = await t.conversationOf(consortiumId);
  });
  afterAll(() => t?.close());

  const post = (as: TestAccount, body: unknown, conversation = conversationId) =>
    t.request('POST', `/api/messages/conversations/${conversation}/messages`, as, body);

  it('opens one conversation per consortium for every member company’s people, and nobody else', async () => {
    for (const who of [lead, partner, colleague]) {
      const list = await t.request('GET', '/api/messages/conversations', who);
      expect(list.status).toBe(200);
      expect(list.body.conversations).toEqual([
        expect.objectContaining({ id: conversationId, kind: 'consortium', title: 'Leeds Care Alliance', subjectId: consortiumId }),
      ]);
      expect(list.body.conversations[0].participants.sort()).toEqual(['Amber Care Ltd', 'Birch Homecare']);
    }
    for (const who of [outsider, expert, admin]) {
      expect((await t.request('GET', '/api/messages/conversations', who)).body).toEqual({ conversations: [], totalUnread: 0 });
      expect((await t.request('GET', `/api/messages/conversations/${conversationId}/messages`, who)).status).toBe(403);
    }
  });

  it('posts, replies, edits and deletes; unread counts follow per person', async () => {
    const first = await post(lead, { body: 'Hello **partners** <script>alert(1)</script>' });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({
      body: 'Hello **partners** <script>alert(1)</script>',
      author: { accountId: lead.id, name: 'Ada Lead', companyName: 'Amber Care Ltd' },
      deleted: false,
      replyTo: null,
    });
    const reply = await post(partner, { body: 'Hi Ada', replyToId: first.body.message.id });
    expect(reply.status).toBe(201);
    expect(reply.body.message.replyTo).toEqual({
      id: first.body.message.id,
      authorName: 'Ada Lead',
      excerpt: expect.stringContaining('Hello'),
    });
    expect(await outboxEnvelopes(t.db, 'messages', MessageEvents.MessagePosted.type)).toHaveLength(2);

    expect((await t.request('GET', '/api/messages/unread', colleague)).body).toEqual({ total: 2, conversations: { [conversationId]: 2 } });
    // replying marks what came before as read
    expect((await t.request('GET', '/api/messages/unread', partner)).body).toEqual({ total: 0, conversations: {} });
    expect((await t.request('GET', '/api/messages/unread', lead)).body).toEqual({ total: 1, conversations: { [conversationId]: 1 } });
    expect((await t.request('GET', '/api/messages/unread', outsider)).body).toEqual({ total: 0, conversations: {} });
    const read = await t.request('POST', `/api/messages/conversations/${conversationId}/read`, colleague, {});
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ total: 0, conversations: {} });

    const edited = await t.request('PATCH', `/api/messages/${reply.body.message.id}`, partner, { body: 'Hi Ada, edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toMatchObject({ body: 'Hi Ada, edited', editedAt: expect.any(String) });
    expect((await t.request('PATCH', `/api/messages/${reply.body.message.id}`, colleague, { body: 'not mine' })).status).toBe(403);
    expect((await t.request('DELETE', `/api/messages/${first.body.message.id}`, partner)).status).toBe(403);

    expect((await t.request('DELETE', `/api/messages/${first.body.message.id}`, lead)).status).toBe(200);
    const page = await t.request('GET', `/api/messages/conversations/${conversationId}/messages`, colleague);
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m: any) => [m.body, m.deleted])).toEqual([
      ['Hi Ada, edited', false],
      [null, true],
    ]);
    expect(page.body.messages[0].replyTo.excerpt).toBeNull();
  });

  it('refuses edits after 15 minutes', async () => {
    const old = await post(partner, { body: 'Old news' });
    await t.db.query(`UPDATE messages.message SET created_at = now() - interval '16 minutes' WHERE id = $1`, [old.body.message.id]);
    const late = await t.request('PATCH', `/api/messages/${old.body.message.id}`, partner, { body: 'Changed' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('A message can only be edited within 15 minutes of sending.');
  });

  it('searches the text of a conversation, wildcards taken literally', async () => {
    await post(lead, { body: 'Our margin is 50% on lot 2' });
    await post(lead, { body: 'Lot 3 has a 5 mile radius' });
    const found = await t.request('GET', `/api/messages/conversations/${conversationId}/messages?q=50%25`, partner);
    expect(found.status).toBe(200);
    expect(found.body.messages.map((m: any) => m.body)).toEqual(['Our margin is 50% on lot 2']);
  });

  it('answers 400 with a clear message on bad input, never a 5xx', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ body: '   ' }, 400, 'Write a message or attach a file before sending.'],
      [{}, 400, 'Write a message or attach a file before sending.'],
      [{ body: 'x'.repeat(10_001) }, 400, 'A message can be at most 10,000 characters long.'],
      [{ body: { $gt: '' } }, 400, 'Write a message or attach a file before sending.'],
      [{ body: 'hi', replyToId: 'nope' }, 400, 'You can only reply to a message of the same conversation.'],
      [{ body: 'hi', replyToId: randomUUID() }, 400, 'You can only reply to a message of the same conversation.'],
      [[1, 2], 400, 'Send the message as JSON or multipart/form-data.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(lead, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    expect((await post(lead, { body: 'x'.repeat(10_000) })).status).toBe(201);
    expect((await post(lead, { body: 'hi' }, 'not-a-uuid')).status).toBe(404);
    expect((await post(lead, { body: 'hi' }, randomUUID())).status).toBe(404);
    expect((await t.request('GET', `/api/messages/conversations/${conversationId}/messages?limit=abc`, lead)).status).toBe(400);
    expect((await t.request('GET', `/api/messages/conversations/${conversationId}/messages?before=1;drop`, lead)).status).toBe(400);
    expect((await t.request('PATCH', `/api/messages/${randomUUID()}`, lead, { body: 7 })).status).toBe(400);
    expect((await t.request('PATCH', `/api/messages/not-an-id`, lead, { body: 'x' })).status).toBe(404);
    expect((await t.request('POST', `/api/messages/conversations/direct`, lead, { companyId: 'x' })).status).toBe(400);
    expect((await t.request('PUT', `/api/messages/conversations/${conversationId}/mute`, lead, { muted: 'yes' })).status).toBe(400);
  });

  it('takes attachments through the upload checks and serves them to participants only', async () => {
    const form = multipartForm(
      { body: 'The method statement' },
      { field: 'files', name: 'method.pdf', bytes: PDF, type: 'application/pdf' },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: { authorization: `Bearer ${partner.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(201);
    const attachment = sent.json().message.attachments[0];
    expect(attachment).toMatchObject({ filename: 'method.pdf', mimeType: 'application/pdf', size: PDF.length });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/messages/attachments/${attachment.id}`,
      headers: { authorization: `Bearer ${lead.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/messages/attachments/${attachment.id}`,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(denied.statusCode).toBe(403);

    const script = multipartForm(
      { body: 'run me' },
      { field: 'files', name: 'invoice.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'application/pdf' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: { authorization: `Bearer ${partner.token}`, ...script.headers },
      payload: script.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD.TYPE_NOT_ALLOWED',
      message: 'invoice.pdf is not a PDF, Office document or image.',
    });
  });

  it('opens direct conversations between consortium partners only', async () => {
    const direct = await t.request('POST', '/api/messages/conversations/direct', lead, { companyId: partner.companyId });
    expect(direct.status).toBe(201);
    expect(direct.body.conversation).toMatchObject({ kind: 'direct', title: expect.stringContaining('Birch Homecare') });
    const again = await t.request('POST', '/api/messages/conversations/direct', colleague, { companyId: lead.companyId });
    expect(again.body.conversation.id).toBe(direct.body.conversation.id);
    const refused = await t.request('POST', '/api/messages/conversations/direct', lead, { companyId: outsider.companyId });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only message companies that are partners in one of your consortiums.');
    expect((await t.request('POST', '/api/messages/conversations/direct', expert, { companyId: lead.companyId })).status).toBe(403);
  });

  it('opens a conversation with each expert invitation; declining takes the expert out at once', async () => {
    const bidId = randomUUID();
    await t.bids.publish(
      createEvent(BidEvents.ExpertInvited, {
        aggregateId: bidId,
        payload: {
          bidId,
          tenderId: randomUUID(),
          tenderTitle: 'Home care, Leeds',
          expertAccountId: expert.id,
          invitedBy: outsider.id,
          inviterCompanyId: outsider.companyId,
          inviterCompanyName: 'Cedar Nursing',
          message: null,
        },
      }),
    );
    const invitation = await t.conversationOf(bidId);
    expect((await post(expert, { body: 'Happy to help' }, invitation)).status).toBe(201);
    expect((await t.request('GET', '/api/messages/unread', outsider)).body.total).toBe(1);
    expect((await post(lead, { body: 'Let me in' }, invitation)).status).toBe(403);

    await t.bids.publish(
      createEvent(BidEvents.ExpertInvitationAnswered, {
        aggregateId: bidId,
        payload: {
          bidId,
          tenderId: randomUUID(),
          tenderTitle: null,
          expertAccountId: expert.id,
          expertName: null,
          invitedBy: outsider.id,
          accepted: false,
        },
      }),
    );
    await eventually(
      'expert out',
      async () => (await t.request('GET', `/api/messages/conversations/${invitation}/messages`, expert)).status === 403,
    );
    const history = await t.request('GET', `/api/messages/conversations/${invitation}/messages`, outsider);
    expect(history.body.messages.map((m: any) => m.body)).toEqual(['Happy to help']);
  });

  it('rate-limits sending per person (429 with a clear message)', async () => {
    const chatty = await t.account('staff', { companyId: lead.companyId, companyName: 'Amber Care Ltd' });
    for (let i = 0; i < 30; i++) expect((await post(chatty, { body: `msg ${i}` })).status).toBe(201);
    const limited = await post(chatty, { body: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many messages sent; try again in \d+ (seconds?|minutes?)\.$/);
  });

  it('lets an admin remove a reported message (audited, without its text) and count messages per day, nothing more', async () => {
    const reported = await post(partner, { body: 'Buy cheap watches' });
    const removed = await t.request('DELETE', `/api/admin/messages/${reported.body.message.id}`, admin, { reason: 'Reported as spam' });
    expect(removed.status).toBe(200);
    const audit = await outboxEnvelopes(t.db, 'messages', 'messages.admin-action.recorded');
    expect(audit.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({
        action: 'message.remove',
        resource: 'messages',
        resourceId: reported.body.message.id,
        summary: 'Removed a reported message: Reported as spam',
      }),
    );
    expect(JSON.stringify(audit)).not.toContain('cheap watches');
    const page = await t.request('GET', `/api/messages/conversations/${conversationId}/messages?limit=1`, lead);
    expect(page.body.messages[0]).toMatchObject({ id: reported.body.message.id, body: null, deleted: true, removedByAdmin: true });
    expect((await t.request('DELETE', `/api/admin/messages/${reported.body.message.id}`, admin, {})).status).toBe(400);

    const stats = await t.request('GET', '/api/admin/stats/messages?days=7', admin);
    expect(stats.status).toBe(200);
    expect(stats.body).toHaveLength(7);
    expect(stats.body[6].messages).toBeGreaterThan(5);
    expect((await t.request('GET', '/api/admin/stats/messages?days=0', admin)).status).toBe(400);
    expect((await t.request('GET', `/api/messages/conversations/${conversationId}/messages`, admin)).status).toBe(403);
  });

  it('takes removed companies and people out at once, keeping the history for the others', async () => {
    await t.accounts.publish(
      createEvent(AccountEvents.ProfileUpdated, {
        aggregateId: colleague.id,
        payload: { accountId: colleague.id, companyId: null, changes: { companyId: null } },
      }),
    );
    await eventually(
      'colleague out',
      async () => (await t.request('GET', `/api/messages/conversations/${conversationId}/messages`, colleague)).status === 403,
    );
    expect((await t.request('GET', '/api/messages/conversations', colleague)).body.conversations).toEqual([]);
    expect((await t.request('GET', '/api/messages/unread', colleague)).body.total).toBe(0);

    await t.consortiums.publish(
      createEvent(ConsortiumEvents.ConsortiumMemberRemoved, {
        aggregateId: consortiumId,
        payload: { consortiumId, companyId: partner.companyId!, removedBy: lead.id },
      }),
    );
    await eventually('partner out', async () => (await post(partner, { body: 'still here?' })).status === 403);
    expect((await t.request('GET', '/api/messages/conversations', partner)).body.conversations).toEqual([]);
    const history = await t.request('GET', `/api/messages/conversations/${conversationId}/messages?q=Hi%20Ada`, lead);
    expect(history.body.messages.map((m: any) => m.author.name)).toEqual(['Ben Partner']);
    // the direct conversation ended with the partnership
    expect((await t.request('GET', '/api/messages/conversations', lead)).body.conversations.map((c: any) => c.kind)).toEqual([
      'consortium',
    ]);
  });
});
