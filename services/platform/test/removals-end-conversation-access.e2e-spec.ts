import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, TenderEvents, type Role } from '@jointly/contracts';
import { AccessTokenIssuer } from '@jointly/common/auth';
import { createEvent } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  FakeAccountsModule,
  FakeTendersModule,
  TendersEventsPublisher,
  aTenderSummary,
  call,
  createIsolatedDatabase,
  createTestApp,
  describeKafka,
  eventually,
  testConfig,
} from '@jointly/common/testing';
import { BidsModule } from '../../bids/src/bids.module';
import { ConsortiumsModule } from '../../consortiums/src/consortiums.module';
import { MessagesModule } from '../../messages/src/messages.module';

interface Person {
  id: string;
  role: Role;
  email: string;
  companyId: string | null;
  companyName: string | null;
  token: string;
}

/**
 * The real publishers: the consortiums and bids modules (their REST calls, outboxes and relays) beside messages, events
 * crossing the real Kafka broker. A company removed from a consortium, and an expert whose accepted invitation is
 * withdrawn, leave their conversations; the others keep the history.
 */
describeKafka('messages: removals published by consortiums and bids end access (real publishers, Kafka)', (brokers) => {
  let app: NestFastifyApplication;
  let drop: () => Promise<void>;
  let messagesDb: DataSource;
  const people: Person[] = [];

  beforeAll(async () => {
    const database = await createIsolatedDatabase('messages_real_publishers');
    drop = () => database.drop();
    app = await createTestApp({
      config: testConfig({
        databaseUrl: database.url,
        seedDemoData: false,
        kafkaBrokers: brokers,
        kafkaNamespace: `messages-real-${randomUUID().slice(0, 8)}`,
      }),
      modules: [MessagesModule, ConsortiumsModule, BidsModule, FakeAccountsModule.register(), FakeTendersModule.register()],
    });
    messagesDb = app.get<DataSource>(getDataSourceToken('messages'));
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: Person, body?: unknown) =>
    call(app, method, url, { token: as.token, body });

  /** Registers an account with accounts (events); a provider's company is also an approved consortium partner. */
  async function person(role: Role, companyName?: string): Promise<Person> {
    const id = randomUUID();
    const companyId = role === 'provider' ? randomUUID() : null;
    const email = `${role}-${id.slice(0, 8)}@example.test`;
    const token = app.get(AccessTokenIssuer).issue({ sub: id, role, email, cid: companyId, sid: randomUUID() });
    const accounts = app.get(AccountsEventsPublisher);
    await accounts.publish(
      createEvent(AccountEvents.AccountRegistered, {
        aggregateId: id,
        payload: {
          accountId: id,
          email,
          accountType: role as never,
          companyName: companyName ?? null,
          name: `${role} ${id.slice(0, 4)}`,
          companyId,
        },
      }),
      ...(companyId
        ? [
            createEvent(AccountEvents.PartnerRequested, {
              aggregateId: companyId,
              payload: { partnerId: companyId, accountId: id, companyName: companyName!, email },
            }),
            createEvent(AccountEvents.PartnerApproved, {
              aggregateId: companyId,
              payload: { partnerId: companyId, accountId: id, companyName: companyName!, email, approvedBy: randomUUID() },
            }),
          ]
        : []),
    );
    const db = (service: string) => app.get<DataSource>(getDataSourceToken(service));
    await eventually(`${role} ${id} known to messages, consortiums and bids`, async () => {
      const [m] = (await messagesDb.query('SELECT 1 FROM messages.account WHERE account_id = $1', [id])) as unknown[];
      const [b] = (await db('bids').query('SELECT 1 FROM bids.account_directory WHERE account_id = $1', [id])) as unknown[];
      const [c] = companyId
        ? ((await db('consortiums').query('SELECT 1 FROM consortiums.partner_company WHERE company_id = $1', [companyId])) as unknown[])
        : [true];
      return Boolean(m && b && c);
    });
    const p = { id, role, email, companyId, companyName: companyName ?? null, token };
    people.push(p);
    return p;
  }

  const conversationOf = (subjectId: string) =>
    eventually(`the conversation of ${subjectId}`, async () => {
      const [row] = (await messagesDb.query('SELECT id FROM messages.conversation WHERE subject_id = $1', [subjectId])) as Array<{
        id: string;
      }>;
      return row?.id;
    });

  it('a company removed from the consortium (DELETE on consortiums) loses the conversation; the lead keeps its history', async () => {
    const lead = await person('provider', 'Amber Care Ltd');
    const partner = await person('provider', 'Birch Homecare');
    const created = await request('POST', '/api/consortium/create', lead, { name: 'Leeds Care Alliance' });
    expect(created.status).toBe(201);
    const consortiumId = created.body.consortium.id as string;
    const invite = await request('POST', '/api/consortium-request/send-invite', lead, { consortium: consortiumId, account: partner.id });
    expect(invite.status).toBe(201);
    expect(
      (await request('PATCH', `/api/consortium-request/update/${invite.body.consortiumRequest.id}`, partner, { status: 'Approve' })).status,
    ).toBe(200);

    const conversationId = await conversationOf(consortiumId);
    const read = (who: Person) => request('GET', `/api/messages/conversations/${conversationId}/messages`, who);
    await eventually('the partner in the conversation', async () => (await read(partner)).status === 200);
    const posted = await request('POST', `/api/messages/conversations/${conversationId}/messages`, partner, { body: 'Hello from Birch' });
    expect(posted.status).toBe(201);

    expect((await request('DELETE', `/api/consortium/${consortiumId}/members/${partner.companyId}`, lead)).status).toBe(200);
    await eventually('the partner out of the conversation', async () => (await read(partner)).status === 403, 20_000);
    expect((await request('POST', `/api/messages/conversations/${conversationId}/messages`, partner, { body: 'Still here?' })).status).toBe(
      403,
    );
    const history = await read(lead);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('Hello from Birch');
  });

  it('an expert whose accepted invitation is withdrawn (PATCH on bids) leaves the invitation conversation', async () => {
    const provider = await person('provider', 'Cedar Nursing');
    const expert = await person('expert');
    const tenderId = randomUUID();
    await app.get(TendersEventsPublisher).publish(
      createEvent(TenderEvents.TenderPublished, {
        aggregateId: tenderId,
        payload: aTenderSummary({ tenderId, title: 'Home care, Leeds' }),
      }),
    );
    const bidsDb = app.get<DataSource>(getDataSourceToken('bids'));
    await eventually('the tender known to bids', async () =>
      Boolean(((await bidsDb.query('SELECT 1 FROM bids.tender_summary WHERE tender_id = $1', [tenderId])) as unknown[])[0]),
    );
    const invited = await request('POST', '/api/bids/create', provider, { tender: tenderId, expert: expert.id });
    expect(invited.status).toBe(201);
    const bidId = invited.body.bid.id as string;
    expect((await request('PATCH', `/api/bids/respond-to-invitation/${bidId}`, expert, { status: 'Accepted' })).status).toBe(200);

    const conversationId = await conversationOf(bidId);
    const read = (who: Person) => request('GET', `/api/messages/conversations/${conversationId}/messages`, who);
    await eventually('the expert in the conversation', async () => (await read(expert)).status === 200);

    expect((await request('PATCH', `/api/bids/respond-to-invitation/${bidId}`, provider, { status: 'Withdrawn' })).status).toBe(200);
    await eventually('the expert out of the conversation', async () => (await read(expert)).status === 403, 20_000);
    expect((await read(provider)).status).toBe(200);
  });
});
