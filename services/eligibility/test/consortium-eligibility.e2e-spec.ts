import { randomUUID } from 'node:crypto';
import { AccountEvents, ConsortiumEvents, TenderEvents, type EventEnvelope, type TenderSummary } from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * Company A (Durham Care: 85, North East, £600k, 5 years) and company B (Northwest Digital: IT, North West, £500k,
 * ISO 27001) each score below 60 on tender T (85, North West, £500k value → £1m turnover, ISO 27001 added by an
 * admin). Together, in consortium K led by A, they meet everything.
 */
describe('consortium eligibility', () => {
  let t: EligibilityTestApp;
  const A = randomUUID();
  const B = randomUUID();
  const outsiderCompany = randomUUID();
  const alice = aUser('provider', A);
  const bob = aUser('provider', B);
  const outsider = aUser('provider', outsiderCompany);
  const admin = aUser('admin');
  const K = randomUUID();
  const T = aTenderSummary({ title: 'Digital care records, Cumbria', cpvCodes: ['85311000'], regions: ['North West'], value: 500_000 });
  const X = aTenderSummary({ title: 'Road resurfacing', cpvCodes: ['45233222'], regions: ['North West'], value: 100_000 });

  const deliver = async (envelope: EventEnvelope, consumer: string) => {
    await t.app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(envelope), key: envelope.aggregateId, envelope }]);
    await eventually(`${consumer} handled ${envelope.type}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
        consumer,
        envelope.id,
      ])) as unknown[];
      return rows.length > 0;
    });
  };
  const publishTender = (summary: TenderSummary) =>
    deliver(createEvent(TenderEvents.TenderPublished, { aggregateId: summary.tenderId, payload: summary }), 'RateTenderOnTenderEvents');
  const consortiumEvent = (envelope: EventEnvelope) => deliver(envelope, 'KeepConsortiumsOnConsortiumEvents');
  const saveCriteria = async (user: typeof alice, body: object) => {
    const res = await t.as(user, 'POST', '/api/user-criteria/add', body);
    expect([200, 201]).toContain(res.status);
  };
  const ownRating = async (user: typeof alice) =>
    (await t.as(user, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${T.tenderId}&account=${user.id}`)).body.rating as number;
  const stored = async () =>
    (await t.db.query('SELECT tender_id, rating, lead_rating FROM eligibility.consortium_result WHERE consortium_id = $1', [K])) as Array<{
      tender_id: string;
      rating: number;
      lead_rating: number;
    }>;

  beforeAll(async () => {
    t = await startEligibilityApp('consortium_eligibility');
    await publishTender(T);
    await publishTender(X);
    const added = await t.as(admin, 'POST', '/api/tender-criteria/add', {
      tender: T.tenderId,
      requirements: [
        { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
        { type: 'region', regions: ['North West'], weight: 2 },
        { type: 'minimumTurnover', minimum: 1_000_000, weight: 2 },
        { type: 'certification', name: 'ISO 27001', weight: 2 },
      ],
    });
    expect(added.status).toBe(201);
    await saveCriteria(alice, { serviceCategories: ['85'], regions: ['North East'], annualTurnover: 600_000, yearsTrading: 5 });
    await saveCriteria(bob, { serviceCategories: ['72'], regions: ['North West'], annualTurnover: 500_000, certifications: ['ISO 27001'] });
  });
  afterAll(() => t?.close());

  it('two companies each below 60 on a tender are rated 80+ together once the invited one joins, stored for the consortium', async () => {
    expect(await ownRating(alice)).toBeLessThan(60);
    expect(await ownRating(bob)).toBeLessThan(60);
    await consortiumEvent(
      createEvent(ConsortiumEvents.ConsortiumCreated, {
        aggregateId: K,
        payload: { consortiumId: K, name: 'North Care Partnership', ownerAccountId: alice.id, ownerCompanyId: A },
      }),
    );
    expect(await stored()).toEqual([]);
    await consortiumEvent(
      createEvent(ConsortiumEvents.ConsortiumInviteSent, {
        aggregateId: randomUUID(),
        payload: {
          requestId: randomUUID(),
          consortiumId: K,
          consortiumName: 'North Care Partnership',
          fromAccountId: alice.id,
          fromCompanyId: A,
          fromCompanyName: 'Durham Care',
          toAccountId: bob.id,
          toCompanyId: B,
          toCompanyName: 'Northwest Digital',
        },
      }),
    );
    await consortiumEvent(
      createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
        aggregateId: randomUUID(),
        payload: {
          requestId: randomUUID(),
          consortiumId: K,
          consortiumName: 'North Care Partnership',
          accountId: bob.id,
          companyId: B,
          companyName: 'Northwest Digital',
          fromAccountId: alice.id,
          status: 'Approve',
        },
      }),
    );
    const rows = await stored();
    expect(rows).toEqual([{ tender_id: T.tenderId, rating: 100, lead_rating: await ownRating(alice) }]);
  });

  it('lists the consortium’s best open tenders for its members and admins; 403 outsiders, 404 unknown, 400 bad ids', async () => {
    for (const who of [alice, bob, admin]) {
      const res = await t.as(who, 'GET', `/api/consortium-eligibility/${K}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        consortiumId: K,
        consortiumName: 'North Care Partnership',
        members: [
          { companyId: A, companyName: 'Durham Care', role: 'lead' },
          { companyId: B, companyName: 'Northwest Digital', role: 'member' },
        ],
        tenders: [{ tenderId: T.tenderId, title: T.title, rating: 100, band: '100To90' }],
      });
    }
    expect((await t.as(outsider, 'GET', `/api/consortium-eligibility/${K}`)).status).toBe(403);
    expect((await t.as(null, 'GET', `/api/consortium-eligibility/${K}`)).status).toBe(401);
    expect((await t.as(alice, 'GET', `/api/consortium-eligibility/${randomUUID()}`)).status).toBe(404);
    const bad = await t.as(alice, 'GET', `/api/consortium-eligibility/nope`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('consortiumId must be a consortium id (UUID)');
    const badLimit = await t.as(alice, 'GET', `/api/consortium-eligibility/${K}?limit=0`);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('limit must be a whole number from 1 to 50');
  });

  it('explains which member closes which gap, and the gaps no member closes', async () => {
    const res = await t.as(bob, 'GET', `/api/consortium-eligibility/${K}/tender/${T.tenderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rating: 100, band: '100To90', derived: false, gaps: [] });
    expect(res.body.contributions.map((c: { explanation: string }) => c.explanation)).toEqual([
      'Durham Care meets this',
      'Northwest Digital closes this: Serves North West',
      'Together: Durham Care + Northwest Digital meet annual turnover of at least £1,000,000',
      'Northwest Digital closes this: ISO 27001',
    ]);
    const road = await t.as(bob, 'GET', `/api/consortium-eligibility/${K}/tender/${X.tenderId}`);
    expect(road.body.gaps.map((g: { type: string }) => g.type)).toEqual(['serviceCategory']);
    expect(road.body.contributions[0]).toMatchObject({ closedBy: [], explanation: expect.stringMatching(/^No member closes this/) });
    expect((await t.as(outsider, 'GET', `/api/consortium-eligibility/${K}/tender/${T.tenderId}`)).status).toBe(403);
  });

  it('shows a tender’s panel line: your consortiums’ ratings of it ("you: 47 — with North Care Partnership: 100")', async () => {
    const res = await t.as(alice, 'GET', `/api/consortium-eligibility/for-tender/${T.tenderId}`);
    expect(res.body).toEqual({
      tenderId: T.tenderId,
      consortiums: [
        { consortiumId: K, consortiumName: 'North Care Partnership', rating: 100, band: '100To90', leadRating: await ownRating(alice) },
      ],
    });
    expect((await t.as(outsider, 'GET', `/api/consortium-eligibility/for-tender/${T.tenderId}`)).body.consortiums).toEqual([]);
    expect((await t.as(alice, 'GET', `/api/consortium-eligibility/for-tender/${randomUUID()}`)).status).toBe(404);
  });

  it('suggests partners by how much they raise the consortium’s ratings, with what each brings', async () => {
    // A lone lead's consortium (company C, care in the North East): Northwest Digital (B) closes its gaps on T.
    const C = randomUUID();
    const carol = aUser('provider', C);
    const L = randomUUID();
    await saveCriteria(carol, { serviceCategories: ['85'], regions: ['North East'], annualTurnover: 700_000 });
    await consortiumEvent(
      createEvent(ConsortiumEvents.ConsortiumCreated, {
        aggregateId: L,
        payload: { consortiumId: L, name: 'Tees Care', ownerAccountId: carol.id, ownerCompanyId: C },
      }),
    );
    // Only approved partner companies are suggested (accounts' PartnerApproved); A and B are, D (with facts) is not.
    const D = randomUUID();
    await saveCriteria(aUser('provider', D), { serviceCategories: ['85'], regions: ['North West'], certifications: ['ISO 27001'] });
    for (const [companyId, companyName] of [
      [A, 'Durham Care'],
      [B, 'Northwest Digital'],
    ])
      await deliver(
        createEvent(AccountEvents.PartnerApproved, {
          aggregateId: companyId,
          payload: { partnerId: companyId, accountId: randomUUID(), companyName, email: 'p@example.test', approvedBy: admin.id },
        }),
        'KeepPartnersOnAccountEvents',
      );
    const res = await t.as(carol, 'GET', `/api/consortium-eligibility/${L}/partner-suggestions?limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.targetTenders[0]).toMatchObject({ tenderId: T.tenderId });
    expect(res.body.suggestions[0]).toMatchObject({
      companyId: B,
      companyName: 'Northwest Digital',
      reasons: ['covers North West', 'adds turnover towards annual turnover of at least £1,000,000', 'adds ISO 27001'],
      bestTender: { tenderId: T.tenderId },
    });
    expect(res.body.suggestions[0].ratingGain).toBeGreaterThan(0);
    expect(res.body.suggestions.map((s: { companyId: string }) => s.companyId).sort()).toEqual([A, B].sort());
    expect((await t.as(alice, 'GET', `/api/consortium-eligibility/${L}/partner-suggestions`)).status).toBe(403);
  });

  it('rates again when a member company’s facts change, and when a new tender is published', async () => {
    await saveCriteria(bob, { serviceCategories: ['72'], regions: ['Scotland'], annualTurnover: 500_000, certifications: [] });
    await eventually('consortium re-rated on facts', async () => ((await stored())[0]?.rating ?? 0) < 100);
    const [row] = await stored();
    // Region and certification are no longer closed by anyone: (3 + 0 + 2 × 1.0 + 0) / 9 = 56 → below the floor, not stored.
    expect(row).toBeUndefined();
    await saveCriteria(bob, { serviceCategories: ['72'], regions: ['North West'], annualTurnover: 500_000, certifications: ['ISO 27001'] });
    await eventually('consortium re-rated back', async () => (await stored()).length === 1);
    const U = aTenderSummary({ title: 'Care technology, Lancashire', cpvCodes: ['85311000'], regions: ['North West'], value: 200_000 });
    await publishTender(U);
    expect((await stored()).map((r) => r.tender_id).sort()).toEqual([T.tenderId, U.tenderId].sort());
  });
});
