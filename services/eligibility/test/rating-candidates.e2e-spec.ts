import { randomUUID } from 'node:crypto';
import { TenderEvents, type TenderRequirement } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { providerKeys } from '../src/scoring/rating-gate';
import { ratingSets } from '../src/eligibility-result/eligibility-recalculator';
import { ProviderRatingsReader } from '../src/eligibility-result/provider-ratings.reader';
import { TenderRatingSetsCache } from '../src/eligibility-result/tender-rating-sets.cache';
import { prepareProvider } from '../src/scoring/provider-facts';
import { bestRating } from '../src/scoring/rate-criteria';
import { TenderCriteriaRepository } from '../src/tender-criteria/tender-criteria.repository';
import { TenderSummaryStore } from '../src/tender-summary/tender-summary.store';
import { ProviderFactsCache } from '../src/user-criteria/provider-facts.cache';
import { UserCriteriaRepository } from '../src/user-criteria/user-criteria.repository';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * Candidate pruning (src/scoring/rating-gate.ts): recalculations read only the tenders whose gate a provider passes
 * and the providers passing a tender's gate. What is stored must be exactly what scoring every pair gives at 60 and
 * above — the API's list computes the unstored pairs by full scoring, so a pruned pair reaching 60 would show up there.
 */
describe('candidate pruning keeps stored ratings exact', () => {
  let t: EligibilityTestApp;
  const admin = aUser('admin');
  const providers = [
    { user: aUser('provider', randomUUID()), body: { serviceCategories: ['85'], regions: ['North East'], annualTurnover: 1_000_000 } },
    { user: aUser('provider', randomUUID()), body: { serviceCategories: ['8531'], regions: ['London'], annualTurnover: 600_000 } },
    { user: aUser('provider', randomUUID()), body: { serviceCategories: ['85311000-2'], regions: ['England'], annualTurnover: 900_000 } },
    {
      user: aUser('provider', randomUUID()),
      body: { serviceCategories: ['45', '72'], regions: ['United Kingdom'], annualTurnover: 2_000_000 },
    },
    { user: aUser('provider', randomUUID()), body: { regions: ['North East'], annualTurnover: 5_000_000, certifications: ['ISO 9001'] } },
  ];
  const tenders = [
    aTenderSummary({ cpvCodes: ['85311000'] }),
    aTenderSummary({ cpvCodes: ['85000000'], regions: ['London'] }),
    aTenderSummary({ cpvCodes: ['85312000'], regions: ['England'] }),
    aTenderSummary({ cpvCodes: ['45233222', '72000000'], regions: ['United Kingdom'] }),
    // No CPV codes: no mandatory service category, no gate — every provider is a candidate.
    aTenderSummary({ cpvCodes: [], regions: ['North East'], value: 100_000 }),
    aTenderSummary({ cpvCodes: ['79000000'] }),
  ];

  const stored = async (accountId: string) =>
    Object.fromEntries(
      (
        (await t.db.query('SELECT tender_id, rating FROM eligibility.eligibility_result WHERE account_id = $1', [accountId])) as Array<{
          tender_id: string;
          rating: number;
        }>
      ).map((row) => [row.tender_id, row.rating]),
    );
  /** The API's ratings (stored, and the unstored pairs scored on read) of 60 and above. */
  const atOrAboveFloor = async (accountId: string) => {
    const res = await t.as(admin, 'GET', `/api/user-eligibility-result/${accountId}`);
    expect(res.status).toBe(200);
    const all = Object.values(res.body.resultInCategory[0] as Record<string, Array<{ tenderId: string; tenderRating: number }>>).flat();
    return Object.fromEntries(all.filter((row) => row.tenderRating >= 60).map((row) => [row.tenderId, row.tenderRating]));
  };
  const expectExact = async () => {
    let total = 0;
    for (const { user } of providers) {
      const expected = await atOrAboveFloor(user.id);
      expect(await stored(user.id)).toEqual(expected);
      total += Object.keys(expected).length;
    }
    return total;
  };

  beforeAll(async () => {
    t = await startEligibilityApp('rating_candidates');
    for (const tender of tenders)
      await t.tenders.publish(createEvent(TenderEvents.TenderPublished, { aggregateId: tender.tenderId, payload: tender }));
    // The tenders arrive through the consumer: wait for every one (and its rating pass) before the accounts' passes, or
    // a tender consumed after them would be rated later than the comparisons below read.
    await eventually(`${tenders.length} tenders known`, async () => {
      const [{ n }] = (await t.db.query('SELECT count(*)::int AS n FROM eligibility.tender_summary WHERE tender_id = ANY($1::uuid[])', [
        tenders.map((tender) => tender.tenderId),
      ])) as Array<{ n: number }>;
      return n === tenders.length;
    });
    for (const { user, body } of providers) expect((await t.as(user, 'POST', '/api/user-criteria/add', body)).status).toBe(201);
    // check-all recalculates each account now (the pruned forAccount), whatever the consumers have done so far.
    for (const { user } of providers)
      expect((await t.as(admin, 'GET', `/api/user-eligibility-result/check-all/${user.id}`)).status).toBe(200);
  });
  afterAll(() => t?.close());

  it('computes providers’ gate keys in SQL exactly as in TypeScript', async () => {
    const cases = [['85'], ['85311000-2', '85000000'], [' 8531 ', 'not a code', '1'], ['10000000', '80100000'], [], ['45233222', '45']];
    for (const codes of cases) {
      const [row] = (await t.db.query('SELECT eligibility.cpv_provider_keys($1::text[]) AS keys', [codes])) as Array<{ keys: string[] }>;
      expect(row.keys).toEqual(providerKeys(codes));
    }
  });

  it('stores, per provider, exactly the ratings of 60 and above (account recalculation)', async () => {
    expect(await expectExact()).toBeGreaterThan(5);
    const gates = (await t.db.query('SELECT tender_id, gate_keys FROM eligibility.tender_summary')) as Array<{
      gate_keys: string[] | null;
    }>;
    // Every tender with CPV codes was gated by its recalculation; the one without has none.
    expect(gates.filter((g) => g.gate_keys === null)).toHaveLength(1);
  });

  it('stays exact when a tender changes its codes and when criteria replace the derived ones (tender recalculation)', async () => {
    const moved = { ...tenders[5], cpvCodes: ['85300000'] };
    await t.tenders.publish(createEvent(TenderEvents.TenderUpdated, { aggregateId: moved.tenderId, payload: moved }));
    await eventually('the moved tender re-rated', async () => Object.keys(await stored(providers[0].user.id)).includes(moved.tenderId));
    await expectExact();
    const added = await t.as(admin, 'POST', '/api/tender-criteria/add', {
      tender: tenders[3].tenderId,
      requirements: [
        { type: 'serviceCategory', cpvCodes: ['45'], weight: 1, mandatory: false },
        { type: 'minimumTurnover', minimum: 1_000_000, weight: 4 },
      ],
    });
    expect(added.status).toBe(201);
    // Ungated now (no mandatory category): the turnover-rich provider without categories reaches 80.
    await eventually('criteria re-rated', async () => (await stored(providers[4].user.id))[tenders[3].tenderId] === 80);
    await expectExact();
  });
  it('keeps providers’ facts in memory current: a write committed after a read, even one begun before it, and profiles', async () => {
    const cache = t.app.get(ProviderFactsCache);
    const categoriesOf = async (accountId: string) =>
      (await cache.all()).find((entry) => entry.accountId === accountId)?.provider.facts.serviceCategories;
    const { user } = providers[1];
    expect(await categoriesOf(user.id)).toEqual(['8531']);
    const runner = t.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`UPDATE eligibility.user_criteria SET service_categories = '{79}' WHERE account_id = $1`, [user.id]);
      // Read while the write is uncommitted: not seen yet.
      expect(await categoriesOf(user.id)).toEqual(['8531']);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await categoriesOf(user.id)).toEqual(['79']);
    expect((await cache.passing(['79'])).map((entry) => entry.accountId)).toContain(user.id);
    // A company profile's facts reach every account of the company.
    const { user: other } = providers[0];
    await t.db.query(
      `INSERT INTO eligibility.company_facts (company_id, service_categories, regions, certifications, changed_at)
       VALUES ($1, '{45}', '{}', '{}', now())`,
      [other.companyId],
    );
    expect(await categoriesOf(other.id)).toEqual(['45', '85']);
    expect(cache.size).toBe(providers.length);
  });

  it('keeps tenders’ rating sets in memory current for the 59To0 list: equal to scoring from the database after each write', async () => {
    const cache = t.app.get(TenderRatingSetsCache);
    const reader = t.app.get(ProviderRatingsReader);
    const { user } = providers[3];
    /** The 59To0 list as it was computed before the cache: every rated open tender without a stored row, read and derived now. */
    const fromDatabase = async () => {
      const facts = (await t.app.get(UserCriteriaRepository).findFacts(user.id))!;
      const unstored = await t.app.get(TenderSummaryStore).findRatedOpenNotStoredFor(user.id);
      const added = new Map<string, TenderRequirement[][]>();
      for (const row of await t.app.get(TenderCriteriaRepository).findByTenderIds(unstored.map((u) => u.tenderId)))
        added.set(row.tenderId, [...(added.get(row.tenderId) ?? []), row.requirements]);
      return unstored
        .map((tender) => ({
          tenderId: tender.tenderId,
          rating: bestRating(ratingSets(tender, added.get(tender.tenderId)), prepareProvider(facts)),
        }))
        .filter((row) => row.rating !== null)
        .map((row) => [row.tenderId, row.rating])
        .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    };
    const fromMemory = async () =>
      (await reader.lowBand(user.id)).map((row) => [row.tenderId, row.rating]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    const rated = async () => (await reader.lowBand(user.id)).find((row) => row.tenderId === tenders[5].tenderId)?.rating;

    expect(await fromMemory()).toEqual(await fromDatabase());
    // tenders[5] (CPV 85300000 since the test above, North East, 250,000): CPV 85 (3, mandatory) unmet, UK-wide covers
    // the North East (2), 2,000,000 ≥ twice the value (2): 4 / 7 = 57.
    expect(await rated()).toBe(57);
    const before = await rated();
    // Criteria added to a tender in a transaction begun before a read and committed after it: seen by the next read.
    const runner = t.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(
        `INSERT INTO eligibility.tender_criteria (tender_id, lot, requirements, created_by, created_at, updated_at)
         VALUES ($1, NULL, $2::jsonb, $3, now(), now())`,
        [tenders[5].tenderId, JSON.stringify([{ type: 'region', regions: ['Wales'], weight: 1, mandatory: false }]), admin.id],
      );
      expect(await rated()).toBe(before);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await rated()).toBe(100); // a UK-wide provider covers Wales
    expect(await fromMemory()).toEqual(await fromDatabase());
    // A tender closing leaves the list; one whose closing date passes too, at once.
    await t.db.query(`UPDATE eligibility.tender_summary SET status = 'closed' WHERE tender_id = $1`, [tenders[5].tenderId]);
    expect(await rated()).toBeUndefined();
    await t.db.query(`UPDATE eligibility.tender_summary SET closing_date = now() + interval '1 second' WHERE tender_id = $1`, [
      tenders[0].tenderId,
    ]);
    expect((await fromMemory()).map(([id]) => id)).toContain(tenders[0].tenderId);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await fromMemory()).map(([id]) => id)).not.toContain(tenders[0].tenderId);
    expect(await fromMemory()).toEqual(await fromDatabase());
    expect(cache.size).toBe(tenders.length - 2);
  });
});
