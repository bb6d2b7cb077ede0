import { randomUUID } from 'node:crypto';
import { AccountEvents, TenderEvents, type CompanyFacts, type EventEnvelope } from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * One source of company facts: accounts' CompanyFactsChanged (the company profile) reaches the ratings of every account
 * of the company, merged with the criteria form's answers; a fact changing re-rates them; a membership change re-rates
 * the account with its new company's facts. Tender T: CPV 85311000, North East, £250k (derived: service category 3,
 * mandatory; region 2; turnover of £500k 2).
 */
describe('company facts from accounts events', () => {
  let t: EligibilityTestApp;
  const C = randomUUID();
  const owner = aUser('provider', C);
  const colleague = aUser('provider', C);
  const newcomer = aUser('provider', null);
  const outsider = aUser('provider', randomUUID());
  const admin = aUser('admin');
  const T = aTenderSummary({ title: 'Supported living, Durham' });
  const facts = (over: Partial<CompanyFacts>): CompanyFacts => ({
    serviceCategories: ['85311000', '85311200'],
    regions: ['North East'],
    certifications: ['CQC registration'],
    annualTurnover: 1_000_000,
    staffCount: 40,
    yearsTrading: 8,
    ...over,
  });

  const handled = (envelope: EventEnvelope, consumer: string) =>
    eventually(`${consumer} handled ${envelope.type}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
        consumer,
        envelope.id,
      ])) as unknown[];
      return rows.length > 0;
    });
  const companyFactsChanged = async (companyId: string, value: CompanyFacts, occurredAt?: string) => {
    const envelope = createEvent(AccountEvents.CompanyFactsChanged, { aggregateId: companyId, payload: { companyId, facts: value } });
    if (occurredAt) envelope.occurredAt = occurredAt;
    await t.accounts.publish(envelope);
    await handled(envelope, 'RateCompanyOnCompanyFactsChanged');
    return envelope;
  };
  const membershipChanged = async (accountId: string, companyId: string | null, previousCompanyId: string | null) => {
    const envelope = createEvent(AccountEvents.MembershipChanged, {
      aggregateId: accountId,
      payload: { accountId, companyId, previousCompanyId, reason: companyId ? 'joined' : 'left' },
    });
    await t.accounts.publish(envelope);
    await handled(envelope, 'RateAccountOnCompanyChange');
  };
  const ratingOf = async (user: { id: string }, viewer = admin) => {
    const res = await t.as(viewer, 'GET', `/api/user-eligibility-result/${user.id}`);
    expect(res.status).toBe(200);
    const bands = res.body.resultInCategory[0] as Record<string, Array<{ tenderId: string; tenderRating: number }>>;
    return Object.values(bands)
      .flat()
      .find((row) => row.tenderId === T.tenderId)?.tenderRating;
  };

  beforeAll(async () => {
    t = await startEligibilityApp('company_facts');
    const published = createEvent(TenderEvents.TenderPublished, { aggregateId: T.tenderId, payload: T });
    await t.tenders.publish(published);
    await handled(published, 'RateTenderOnTenderEvents');
    await membershipChanged(owner.id, C, null);
    await membershipChanged(colleague.id, C, null);
  });
  afterAll(() => t?.close());

  it('rates nobody of a company whose facts are unknown', async () => {
    expect(await ratingOf(owner)).toBeUndefined();
  });

  it('rates every account of the company from its profile facts, without the criteria form', async () => {
    await companyFactsChanged(C, facts({}));
    expect(await ratingOf(owner)).toBe(100);
    expect(await ratingOf(colleague)).toBe(100);
    // Company members see each other's ratings; others do not.
    expect((await t.as(colleague, 'GET', `/api/user-eligibility-result/${owner.id}`)).status).toBe(200);
    expect((await t.as(outsider, 'GET', `/api/user-eligibility-result/${owner.id}`)).status).toBe(403);
    const dashboard = await t.as(owner, 'GET', '/api/user-eligibility-result/provider-dashboard');
    expect(dashboard.body).toMatchObject({ total: 1, counts: { '100To90': 1 } });
  });

  it('re-rates the company’s accounts when a fact changes (the region and turnover)', async () => {
    // Yorkshire only and £250k: CPV 3 + region 0 + turnover 2 × 250k/500k = 1 → 4 / 7 = 57.
    await companyFactsChanged(C, facts({ regions: ['Yorkshire and the Humber'], annualTurnover: 250_000 }));
    expect(await ratingOf(owner)).toBe(57);
    expect(await ratingOf(colleague)).toBe(57);
    const stored = (await t.db.query('SELECT count(*)::int AS n FROM eligibility.eligibility_result WHERE tender_id = $1', [
      T.tenderId,
    ])) as Array<{ n: number }>;
    expect(stored[0].n).toBe(0); // sparse: 57 is computed on read
  });

  it('merges the criteria form’s answers with the profile (one set of facts): lists united, the profile’s figures first', async () => {
    const res = await t.as(owner, 'POST', '/api/user-criteria/add', { regions: ['North East'], annualTurnover: 5_000_000 });
    expect([200, 201]).toContain(res.status);
    await eventually('owner re-rated', async () => (await ratingOf(owner)) === 86);
    // North East from the form covers the region; the profile's £250k turnover still counts (the form's £5m does not):
    // 3 + 2 + 1 = 6 / 7 = 86. The colleague, without answers, keeps the profile alone.
    expect(await ratingOf(colleague)).toBe(57);
  });

  it('ignores an older CompanyFactsChanged arriving late, and a redelivery', async () => {
    const late = await companyFactsChanged(C, facts({ regions: ['London'], annualTurnover: 0 }), '2020-01-01T00:00:00.000Z');
    expect(await ratingOf(colleague)).toBe(57);
    await t.app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(late), key: late.aggregateId, envelope: late }]);
    const [row] = (await t.db.query('SELECT regions FROM eligibility.company_facts WHERE company_id = $1', [C])) as Array<{
      regions: string[];
    }>;
    expect(row.regions).toEqual(['Yorkshire and the Humber']);
  });

  it('re-rates an account that joins the company, and one that leaves it', async () => {
    expect(await ratingOf(newcomer)).toBeUndefined();
    await membershipChanged(newcomer.id, C, null);
    expect(await ratingOf(newcomer)).toBe(57);
    await membershipChanged(colleague.id, null, C);
    expect(await ratingOf(colleague)).toBeUndefined();
  });
});
