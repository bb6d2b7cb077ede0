import { randomUUID } from 'node:crypto';
import { EligibilityEvents, TenderEvents, type EventEnvelope, type ExpertMatch, type TenderSummary } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import {
  aTenderSummary,
  aUser,
  eventually,
  startEligibilityApp,
  type EligibilityTestApp,
  type TestUser,
} from './support/eligibility-test-app';

/**
 * Experts (sectors, regions, years, availability):
 *   best    85, London, 12, available        partial  85, North East, 5, limited     england  45, England, –, available
 *   no-fit  45, Wales, 20, available         away     85, London, 10, unavailable    biz      79, London, 8, available
 *   yorks   85, Yorkshire and the Humber, 10, available
 * Provider P (company C): CPV 85, London, £1m turnover. Its tenders (derived criteria):
 *   T  85311000, London, £250k                   → 100 (not nearly eligible)
 *   N1 85311000 + 79400000, Yorkshire, £250k     → (3 + 0 + 2) / 7 = 71, gap: Yorkshire and the Humber
 *   N2 79400000, London, £250k                   → mandatory category unmet: 57, gap: CPV division 79
 *   L  45000000, Wales, £10m                     → 1 (below 40)
 */
describe('expert matching (/api/expert-criteria/tender-based-experts, /eligibility-experts)', () => {
  let t: EligibilityTestApp;
  const C = randomUUID();
  const P = aUser('provider', C);
  const colleague = aUser('provider', C);
  const outsider = aUser('provider', randomUUID());
  const newcomer = aUser('provider');
  const admin = aUser('admin');
  const experts = {
    best: aUser('expert'),
    partial: aUser('expert'),
    england: aUser('expert'),
    noFit: aUser('expert'),
    away: aUser('expert'),
    biz: aUser('expert'),
    yorks: aUser('expert'),
  };
  const T = aTenderSummary({ title: 'Home care, Camden', cpvCodes: ['85311000'], regions: ['London'] });
  const N1 = aTenderSummary({
    title: 'Supported living, Leeds',
    cpvCodes: ['85311000', '79400000'],
    regions: ['Yorkshire and the Humber'],
  });
  const N2 = aTenderSummary({ title: 'Care consultancy, Camden', cpvCodes: ['79400000'], regions: ['London'] });
  const L = aTenderSummary({ title: 'Bridge works', cpvCodes: ['45000000'], regions: ['Wales'], value: 10_000_000 });
  const name = (accountId: string) => Object.entries(experts).find(([, user]) => user.id === accountId)?.[0];

  const handled = (envelope: EventEnvelope, consumer: string) =>
    eventually(`${consumer} handled ${envelope.type}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
        consumer,
        envelope.id,
      ])) as unknown[];
      return rows.length > 0;
    });
  const publish = async (summary: TenderSummary) => {
    const envelope = createEvent(TenderEvents.TenderPublished, { aggregateId: summary.tenderId, payload: summary });
    await t.tenders.publish(envelope);
    await handled(envelope, 'RateTenderOnTenderEvents');
  };
  const createExpert = async (user: TestUser, body: object) => {
    const res = await t.as(user, 'POST', '/api/expert-criteria/create', { headline: `Expert ${user.id.slice(0, 4)}`, ...body });
    expect(res.status).toBe(201);
    return res.body.expertCriteria.id as string;
  };
  const tenderBased = (who: TestUser | null, tenderId: string) => t.as(who, 'GET', `/api/expert-criteria/tender-based-experts/${tenderId}`);
  const forProvider = (who: TestUser | null, accountId: string) =>
    t.as(who, 'GET', `/api/expert-criteria/eligibility-experts/${accountId}`);
  let bestCriteriaId: string;

  beforeAll(async () => {
    t = await startEligibilityApp('expert_matching');
    bestCriteriaId = await createExpert(experts.best, {
      sectors: ['85'],
      regions: ['London'],
      yearsExperience: 12,
      dayRate: 700,
      expertise: ['bid writing'],
    });
    await createExpert(experts.partial, { sectors: ['85'], regions: ['North East'], yearsExperience: 5, availability: 'limited' });
    await createExpert(experts.england, { sectors: ['45'], regions: ['England'] });
    await createExpert(experts.noFit, { sectors: ['45'], regions: ['Wales'], yearsExperience: 20 });
    await createExpert(experts.away, { sectors: ['85'], regions: ['London'], yearsExperience: 10, availability: 'unavailable' });
    await createExpert(experts.biz, { sectors: ['79'], regions: ['London'], yearsExperience: 8 });
    await createExpert(experts.yorks, { sectors: ['85'], regions: ['Yorkshire and the Humber'], yearsExperience: 10 });
    for (const tender of [T, N1, N2, L]) await publish(tender);
    const saved = await t.as(P, 'POST', '/api/user-criteria/add', {
      serviceCategories: ['85'],
      regions: ['London'],
      annualTurnover: 1_000_000,
    });
    expect(saved.status).toBe(201);
    const [changed] = await t.outbox(EligibilityEvents.UserCriteriaChanged.type);
    await handled(changed, 'RecalculateOnUserCriteriaChanged');
  });
  afterAll(() => t?.close());

  describe('GET /api/expert-criteria/tender-based-experts/{tenderId}', () => {
    it('ranks experts by fit with reasons, leaves out those scoring 0 and lists unavailable experts last', async () => {
      const res = await tenderBased(P, T.tenderId);
      expect(res.status).toBe(200);
      const found = res.body.foundExperts as ExpertMatch[];
      // best 7/7; partial (3 + 0.5 + 0.5)/7; england (2 + 1)/7; biz (2 + 1 + 0.8)/7; yorks (3 + 1 + 1)/7; away (3 + 2 + 1)/7 but unavailable.
      expect(found.map((e) => [name(e.accountId), e.score])).toEqual([
        ['best', 100],
        ['yorks', 71],
        ['partial', 57],
        ['biz', 54],
        ['england', 43],
        ['away', 86],
      ]);
      expect(res.body.count).toBe(6);
      expect(found[0]).toEqual({
        id: bestCriteriaId,
        accountId: experts.best.id,
        headline: expect.any(String),
        expertise: ['bid writing'],
        sectors: ['85'],
        regions: ['London'],
        yearsExperience: 12,
        dayRate: 700,
        availability: 'available',
        score: 100,
        reasons: ['Works in CPV division 85 (health and social work)', 'Covers London', 'Available now', '12 years of experience'],
      });
      expect(found.find((e) => e.accountId === experts.england.id)?.reasons).toEqual(['Covers London', 'Available now']);
    });

    it('is for any signed-in user (401 guests)', async () => {
      expect((await tenderBased(experts.noFit, T.tenderId)).status).toBe(200);
      expect((await tenderBased(admin, T.tenderId)).status).toBe(200);
      expect((await tenderBased(null, T.tenderId)).status).toBe(401);
    });

    it('answers 404 for an unknown tender and for an id that is not a UUID', async () => {
      const unknown = await tenderBased(P, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, code: 'EXPERT_MATCHING.TENDER_NOT_FOUND', message: expect.any(String) });
      expect((await tenderBased(P, 'not-a-tender')).status).toBe(404);
    });

    it('uses the regions that added tender criteria ask for', async () => {
      const criteria = await t.as(admin, 'POST', '/api/tender-criteria/add', {
        tender: L.tenderId,
        requirements: [{ type: 'region', regions: ['North East'], weight: 2 }],
      });
      expect(criteria.status).toBe(201);
      const found = (await tenderBased(P, L.tenderId)).body.foundExperts as ExpertMatch[];
      // L is construction in Wales, and its criteria add the North East: partial now covers a region of it.
      expect(found.map((e) => name(e.accountId))).toEqual(['noFit', 'england', 'partial']);
      expect(found[2].reasons).toContain('Covers North East');
    });
  });

  describe('GET /api/expert-criteria/eligibility-experts/{accountId}', () => {
    it('starts from the provider’s near-miss ratings: stored from 60, computed on read below (N2: 57 is not stored)', async () => {
      const rows = (await t.db.query('SELECT tender_id AS id, rating FROM eligibility.eligibility_result WHERE account_id = $1', [
        P.id,
      ])) as Array<{ id: string; rating: number }>;
      const storedRatings = Object.fromEntries(rows.map((row) => [row.id, row.rating]));
      expect(storedRatings).toMatchObject({ [T.tenderId]: 100, [N1.tenderId]: 71 });
      expect(storedRatings).not.toHaveProperty(N2.tenderId);
      const res = await t.as(P, 'GET', `/api/user-eligibility-result/${P.id}`);
      expect(res.body.resultInCategory[0]['59To0']).toContainEqual({ tenderId: N2.tenderId, tenderRating: 57 });
    });

    it('ranks experts closing the provider’s gaps first, each with the tenders it helps with and why', async () => {
      const res = await forProvider(P, P.id);
      expect(res.status).toBe(200);
      const found = res.body.foundExperts as ExpertMatch[];
      // biz brings division 79 to N2: (3 + 0.5 × 2 + 1 + 0.8)/7; yorks covers Yorkshire for N1: (0.75 + 2 + 1 + 1)/7;
      // england covers Yorkshire too (England): (2 + 1)/7, and beats best (London, which P has: (1 + 1 + 1)/7 on N2) by
      // closing a gap; partial fits N1's sector only; away is unavailable: last. noFit helps with nothing.
      expect(found.map((e) => [name(e.accountId), e.score, e.forTenders])).toEqual([
        ['biz', 83, [N2.tenderId, N1.tenderId]],
        ['yorks', 68, [N1.tenderId]],
        ['england', 43, [N1.tenderId, N2.tenderId]],
        ['best', 43, [N2.tenderId, N1.tenderId]],
        ['partial', 25, [N1.tenderId]],
        ['away', 29, [N2.tenderId, N1.tenderId]],
      ]);
      expect(res.body.count).toBe(6);
      expect(found[0].reasons).toEqual([
        'Brings CPV division 79 (business services), missing from your criteria',
        'Covers London',
        'Works in CPV division 79 (business services)',
        'Available now',
        '8 years of experience',
      ]);
      expect(found[1].reasons[0]).toBe('Covers Yorkshire and the Humber, missing from your criteria');
    });

    it('follows the stored ratings: a tender that closes drops out', async () => {
      const closed = createEvent(TenderEvents.TenderClosed, {
        aggregateId: N2.tenderId,
        payload: { tenderId: N2.tenderId, closingDate: new Date().toISOString() },
      });
      await t.tenders.publish(closed);
      await handled(closed, 'RateTenderOnTenderEvents');
      const found = (await forProvider(P, P.id)).body.foundExperts as ExpertMatch[];
      expect(found.every((e) => !e.forTenders!.includes(N2.tenderId))).toBe(true);
      // Only N1 is left: best (0.75 + 1 + 1)/7 = 39, biz (0.75 + 1 + 0.8)/7 = 36.
      expect(found.map((e) => [name(e.accountId), e.score])).toEqual([
        ['yorks', 68],
        ['england', 43],
        ['best', 39],
        ['biz', 36],
        ['partial', 25],
        ['away', 25],
      ]);
    });

    it('is for the provider, its company and admins (403 others, 404 non-UUID ids, 401 guests)', async () => {
      expect((await forProvider(colleague, P.id)).status).toBe(200);
      expect((await forProvider(admin, P.id)).status).toBe(200);
      const other = await forProvider(outsider, P.id);
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('ELIGIBILITY.FORBIDDEN');
      expect((await forProvider(experts.best, P.id)).status).toBe(403);
      expect((await forProvider(P, 'me')).status).toBe(404);
      expect((await forProvider(null, P.id)).status).toBe(401);
    });

    it('answers no experts to a provider without nearly eligible tenders', async () => {
      expect((await forProvider(newcomer, newcomer.id)).body).toEqual({ foundExperts: [], count: 0 });
    });
  });
});
