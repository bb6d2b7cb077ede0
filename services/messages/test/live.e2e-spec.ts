import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { NotificationEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { describeKafka, eventually } from '@jointly/common/testing';
import { appendLive } from '../src/live/live-log';
import { openStream, type SseStream } from './support/sse-client';
import { startMessagesApp, type MessagesTestApp, type TestAccount } from './support/messages-test-app';

async function listen(t: MessagesTestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

async function stream(t: MessagesTestApp, base: string, as: TestAccount, lastEventId?: string): Promise<SseStream> {
  const ticket = await t.request('POST', '/api/live/ticket', as);
  expect(ticket.status).toBe(201);
  const opened = await openStream(
    `${base}/api/live/stream?ticket=${ticket.body.ticket}`,
    lastEventId ? { 'last-event-id': lastEventId } : {},
  );
  // As a client does: the stream is live once `ready` arrived (the server sends it after registering the stream);
  // acting before that could race the registration. Waits without consuming the event (tests still read it).
  if (opened.status === 200) await eventually('the stream is ready', () => opened.events.some((e) => e.event === 'ready'));
  return opened;
}

describe('live stream (one process, in-process events)', () => {
  let t: MessagesTestApp;
  let base: string;
  let lead: TestAccount;
  let partner: TestAccount;
  let outsider: TestAccount;
  let conversationId: string;
  const open: SseStream[] = [];

  beforeAll(async () => {
    t = await startMessagesApp('messages_live');
    base = await listen(t);
    lead = await t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    partner = await t.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    outsider = await t.account('provider', { companyName: 'Cedar Nursing' });
    conversationId = await t.conversationOf(await t.consortium(lead, [partner]));
  });
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  afterAll(() => t?.close());

  it('refuses a stream without a valid ticket, and a ticket twice', async () => {
    const none = await openStream(`${base}/api/live/stream`);
    expect(none.status).toBe(401);
    const ticket = (await t.request('POST', '/api/live/ticket', lead)).body.ticket;
    const first = await openStream(`${base}/api/live/stream?ticket=${ticket}`);
    open.push(first);
    expect(first.status).toBe(200);
    expect((await openStream(`${base}/api/live/stream?ticket=${ticket}`)).status).toBe(401);
    expect((await t.request('POST', '/api/live/ticket', null)).status).toBe(401);
  });

  it('delivers new messages, unread counts, typing and notifications to participants only', async () => {
    const partnerStream = await stream(t, base, partner);
    const outsiderStream = await stream(t, base, outsider);
    open.push(partnerStream, outsiderStream);
    expect((await partnerStream.next((e) => e.event === 'ready')).data).toEqual({ unread: { total: 0, conversations: {} } });

    const posted = await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: 'Live hello' });
    const message = await partnerStream.next((e) => e.event === 'message');
    expect(message.data).toMatchObject({ conversationId, change: 'created', message: { id: posted.body.message.id, body: 'Live hello' } });
    expect((await partnerStream.next((e) => e.event === 'unread')).data).toEqual({ conversationId, unread: 1 });

    expect((await t.request('POST', `/api/messages/conversations/${conversationId}/typing`, lead)).status).toBe(204);
    expect((await partnerStream.next((e) => e.event === 'typing')).data).toEqual({ conversationId, accountId: lead.id, name: 'Ada Lead' });

    const notificationId = randomUUID();
    await t.notifications.publish(
      createEvent(NotificationEvents.NotificationCreated, {
        aggregateId: notificationId,
        payload: { notificationId, recipientAccountId: partner.id, kind: 'consortium-invite' },
      }),
    );
    expect((await partnerStream.next((e) => e.event === 'notification')).data).toEqual({ notificationId, kind: 'consortium-invite' });

    await t.request('POST', `/api/messages/conversations/${conversationId}/read`, partner, {});
    expect((await partnerStream.next((e) => e.event === 'unread')).data).toEqual({ conversationId, unread: 0 });
    expect(outsiderStream.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('replays everything after Last-Event-ID on reconnect, in order and without duplicates', async () => {
    const first = await stream(t, base, partner);
    await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: 'before the drop' });
    const seen = await first.next((e) => e.event === 'message' && e.data.message.body === 'before the drop');
    first.close();

    const missed: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: `missed ${i}` });
      missed.push(res.body.message.id);
    }
    const edited = await t.request('PATCH', `/api/messages/${missed[0]}`, lead, { body: 'missed 1 (edited)' });
    expect(edited.status).toBe(200);

    const again = await stream(t, base, partner, seen.id!);
    open.push(again);
    await again.next((e) => e.event === 'message' && e.data.change === 'edited');
    const afterLive = await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: 'after reconnect' });
    await again.next((e) => e.event === 'message' && e.data.message.id === afterLive.body.message.id);

    const messages = again.events.filter((e) => e.event === 'message');
    expect(messages.map((e) => [e.data.change, e.data.message.id])).toEqual([
      ...missed.map((id) => ['created', id]),
      ['edited', missed[0]],
      ['created', afterLive.body.message.id],
    ]);
    const ids = again.events.filter((e) => e.id).map((e) => BigInt(e.id!));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    expect(ids[0]).toBeGreaterThan(BigInt(seen.id!));
  });

  it('delivers every row of one commit when their ids cross a power of ten (ids ordered as numbers, not text)', async () => {
    const partnerStream = await stream(t, base, partner);
    open.push(partnerStream);
    const [{ max }] = await t.db.query('SELECT max(id)::bigint AS max FROM messages.live_event');
    // The next post writes three rows (the two participants' copies, then the partner's unread count): …998, 999, 1000.
    const nextPower = 10n ** BigInt(String(max).length + 1);
    await t.db.query(`SELECT setval(pg_get_serial_sequence('messages.live_event', 'id'), $1)`, [(nextPower - 3n).toString()]);
    const posted = await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: 'across the boundary' });
    const message = await partnerStream.next((e) => e.event === 'message' && e.data.message.id === posted.body.message.id);
    const unread = await partnerStream.next((e) => e.event === 'unread');
    // The unread count is written after both copies of the message (their order follows the participants').
    expect(unread.id).toBe(nextPower.toString());
    expect([(nextPower - 2n).toString(), (nextPower - 1n).toString()]).toContain(message.id);
  });

  it('lets live writers run side by side, and a stream (live or resuming) never passes a row that commits late', async () => {
    const live = await stream(t, base, partner);
    open.push(live);
    const [{ before }] = await t.db.query('SELECT coalesce(max(id), 0)::text AS before FROM messages.live_event');
    const slow = t.db.createQueryRunner();
    const fast = t.db.createQueryRunner();
    try {
      await slow.startTransaction();
      await fast.startTransaction();
      // The slow writer takes the smaller id and stays in flight.
      await appendLive(slow.manager, [{ accountId: partner.id, type: 'notification', data: { notificationId: 'slow', kind: 'test' } }]);
      // The fast one would wait for it behind a global lock: with a lock timeout it fails instead of waiting.
      await fast.query(`SET LOCAL lock_timeout = '500ms'`);
      const started = Date.now();
      await appendLive(fast.manager, [{ accountId: partner.id, type: 'notification', data: { notificationId: 'fast', kind: 'test' } }]);
      expect(Date.now() - started).toBeLessThan(500);
      await fast.commitTransaction();
      const [{ slowId }] = await slow.query(`SELECT id::text AS "slowId" FROM messages.live_event WHERE data->>'notificationId' = 'slow'`);
      const [{ fastId }] = await t.db.query(`SELECT id::text AS "fastId" FROM messages.live_event WHERE data->>'notificationId' = 'fast'`);
      expect(BigInt(fastId)).toBeGreaterThan(BigInt(slowId));
      // A stream resuming meanwhile, from before both rows.
      const resumed = await stream(t, base, partner, before);
      open.push(resumed);
      // Longer than any wait for a gap to fill: neither stream may deliver the later row past the one still in flight.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const notifications = (s: SseStream) => s.events.filter((e) => e.event === 'notification').map((e) => e.data.notificationId);
      expect(notifications(live)).toEqual([]);
      expect(notifications(resumed)).toEqual([]);
      await slow.commitTransaction();
      for (const s of [live, resumed]) {
        await s.next((e) => e.event === 'notification' && e.data.notificationId === 'fast');
        expect(notifications(s)).toEqual(['slow', 'fast']);
        expect(s.events.filter((e) => e.event === 'notification').map((e) => e.id)).toEqual([slowId, fastId]);
      }
    } finally {
      if (slow.isTransactionActive) await slow.rollbackTransaction();
      if (fast.isTransactionActive) await fast.rollbackTransaction();
      await slow.release();
      await fast.release();
    }
  });

  it('tells a removed company’s people that the conversation is gone', async () => {
    const partnerStream = await stream(t, base, partner);
    open.push(partnerStream);
    const { ConsortiumEvents } = await import('@jointly/contracts');
    const consortiumId = (await t.db.query('SELECT subject_id FROM messages.conversation WHERE id = $1', [conversationId]))[0].subject_id;
    await t.consortiums.publish(
      createEvent(ConsortiumEvents.ConsortiumMemberRemoved, {
        aggregateId: consortiumId,
        payload: { consortiumId, companyId: partner.companyId!, removedBy: lead.id },
      }),
    );
    expect((await partnerStream.next((e) => e.event === 'conversation')).data).toEqual({ conversationId, removed: true });
    await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: 'after removal' });
    const leadStream = await stream(t, base, lead);
    open.push(leadStream);
    await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body: 'only for the lead' });
    await leadStream.next((e) => e.event === 'message' && e.data.message.body === 'only for the lead');
    expect(partnerStream.events.filter((e) => e.event === 'message')).toEqual([]);
  });
});

describeKafka('live stream across two processes over Kafka', (brokers) => {
  let one: Awaited<ReturnType<typeof startMessagesApp>>;
  let two: Awaited<ReturnType<typeof startMessagesApp>>;
  let baseTwo: string;
  const namespace = `messages-live-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    one = await startMessagesApp('messages_live_kafka', { kafkaBrokers: brokers, kafkaNamespace: namespace });
    two = await startMessagesApp('messages_live_kafka', {
      databaseUrl: one.databaseUrl,
      dataDir: one.config.dataDir,
      kafkaBrokers: brokers,
      kafkaNamespace: namespace,
      standIns: false,
    });
    baseTwo = await listen(two);
  });
  afterAll(async () => {
    await two?.app.close();
    await one?.close();
  });

  it('delivers a message posted on one process to a stream held by the other', async () => {
    const lead = await one.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    const partner = await one.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    const conversationId = await one.conversationOf(await one.consortium(lead, [partner]));
    const ticket = await two.request('POST', '/api/live/ticket', partner);
    const partnerStream = await openStream(`${baseTwo}/api/live/stream?ticket=${ticket.body.ticket}`);
    try {
      const posted = await one.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, {
        body: 'Across processes',
      });
      expect(posted.status).toBe(201);
      const event = await partnerStream.next((e) => e.event === 'message', 30_000);
      expect(event.data.message).toMatchObject({ id: posted.body.message.id, body: 'Across processes' });
      const envelope = (await one.db.query(
        `SELECT published_at FROM messages.outbox_message WHERE type = 'messages.conversation.message-posted'`,
      )) as Array<{
        published_at: Date | null;
      }>;
      expect(envelope[0].published_at).not.toBeNull();
    } finally {
      partnerStream.close();
    }
  });
});
