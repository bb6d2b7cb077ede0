import { randomUUID } from 'node:crypto';
import { AccountEvents, TenderEvents, type CompanyFacts, type EventEnvelope, type RequirementOutcome } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * Uploaded evidence in accounts' CompanyFactsChanged (`evidencedCertifications`, `turnoverEvidenced`): a certificate
 * counts as the certification held and the explanation says it is evidenced; an event without the fields (published
 * before they existed) reads as no evidence. Tender T: CPV 85311000, North East, £250k, selection criteria naming
 * ISO 27001 (derived: service category 3, region 2, turnover of £500k 2, ISO 27001 1).
 */
describe('company evidence from accounts events', () => {
  let t: EligibilityTestApp;
  const C = randomUUID();
  const owner = aUser('provider', C);
  const T = aTenderSummary({
    title: 'Care records, Durham',
    criteriaSource: { selectionCriteria: 'Suppliers must hold ISO 27001.', contractMonths: null, suitability: null, lots: [] },
  });
  const profile: CompanyFacts = {
    serviceCategories: ['85311000'],
    regions: ['North East'],
    certifications: [],
    annualTurnover: 1_000_000,
    staffCount: 40,
    yearsTrading: 8,
  };

  const handled = (envelope: EventEnvelope, consumer: string) =>
    eventually(`${consumer} handled ${envelope.type}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
        consumer,
        envelope.id,
      ])) as unknown[];
      return rows.length > 0;
    });
  const companyFactsChanged = async (facts: CompanyFacts) => {
    const envelope = createEvent(AccountEvents.CompanyFactsChanged, { aggregateId: C, payload: { companyId: C, facts } });
    await t.accounts.publish(envelope);
    await handled(envelope, 'RateCompanyOnCompanyFactsChanged');
  };
  const check = async () => {
    const res = await t.as(owner, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${T.tenderId}&account=${owner.id}`);
    expect(res.status).toBe(200);
    const certification = (res.body.breakdown as RequirementOutcome[]).find((o) => o.type === 'certification')!;
    const turnover = (res.body.breakdown as RequirementOutcome[]).find((o) => o.type === 'minimumTurnover')!;
    return { rating: res.body.rating as number, certification, turnover };
  };

  beforeAll(async () => {
    t = await startEligibilityApp('company_evidence');
    const published = createEvent(TenderEvents.TenderPublished, { aggregateId: T.tenderId, payload: T });
    await t.tenders.publish(published);
    await handled(published, 'RateTenderOnTenderEvents');
    const joined = createEvent(AccountEvents.MembershipChanged, {
      aggregateId: owner.id,
      payload: { accountId: owner.id, companyId: C, previousCompanyId: null, reason: 'joined' },
    });
    await t.accounts.publish(joined);
    await handled(joined, 'RateAccountOnCompanyChange');
  });
  afterAll(() => t?.close());

  it('counts an uploaded certificate as the certification held, and says so', async () => {
    await companyFactsChanged({ ...profile, evidencedCertifications: ['ISO 27001 information security'], turnoverEvidenced: true });
    const { rating, certification, turnover } = await check();
    expect(rating).toBe(100);
    expect(certification).toMatchObject({
      status: 'met',
      evidence: 'evidenced',
      provided: 'ISO 27001 information security — evidenced by an uploaded certificate',
    });
    expect(turnover).toMatchObject({ evidence: 'evidenced', provided: '£1,000,000 — evidenced by uploaded financial accounts' });
  });

  it('reads an event without evidence fields as no evidence: the certification is no longer held', async () => {
    await companyFactsChanged(profile);
    const { rating, certification, turnover } = await check();
    expect(rating).toBeLessThan(100);
    expect(certification).toMatchObject({ status: 'unmet', provided: null });
    expect(certification.evidence).toBeUndefined();
    expect(turnover.evidence).toBeUndefined();
    const [row] = (await t.db.query(
      'SELECT evidenced_certifications AS e, turnover_evidenced AS t FROM eligibility.company_facts WHERE company_id = $1',
      [C],
    )) as Array<{ e: string[]; t: boolean }>;
    expect(row).toEqual({ e: [], t: false });
  });

  it('rates a company whose only fact is an uploaded certificate', async () => {
    const empty: CompanyFacts = {
      serviceCategories: [],
      regions: [],
      certifications: [],
      annualTurnover: null,
      staffCount: null,
      yearsTrading: null,
    };
    await companyFactsChanged({ ...empty, evidencedCertifications: ['ISO 27001 information security'] });
    const { rating, certification } = await check();
    expect(certification).toMatchObject({ status: 'met', evidence: 'evidenced' });
    // Rated (listed) at all only because the evidence is a fact: a company stating none is not rated.
    const res = await t.as(owner, 'GET', `/api/user-eligibility-result/${owner.id}`);
    expect(res.status).toBe(200);
    const bands = res.body.resultInCategory[0] as Record<string, Array<{ tenderId: string; tenderRating: number }>>;
    const listed = Object.values(bands)
      .flat()
      .find((row) => row.tenderId === T.tenderId);
    expect(listed?.tenderRating).toBe(rating);
  });
});
