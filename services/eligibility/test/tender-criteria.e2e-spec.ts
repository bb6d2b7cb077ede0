import { randomUUID } from 'node:crypto';
import { EligibilityEvents, TenderEvents, type TenderCriteriaAdded } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * Tender T has criteria added by staff granted the tender-criteria power; tender D has none (derived criteria).
 * Company C: provider and colleague.
 */
describe('/api/tender-criteria', () => {
  let t: EligibilityTestApp;
  const C = randomUUID();
  const provider = aUser('provider', C);
  const colleague = aUser('provider', C);
  const outsider = aUser('provider', randomUUID());
  const staff = aUser('staff');
  const selfRegisteredStaff = aUser('staff');
  const admin = aUser('admin');
  const expert = aUser('expert');
  const T = aTenderSummary({ title: 'Supported living, County Durham' });
  const D = aTenderSummary({ title: 'Home care, Leeds', cpvCodes: ['85000000'], regions: ['Yorkshire and the Humber'], value: 400_000 });
  const requirements = [
    { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
    { type: 'certification', name: 'CQC registration', weight: 2, mandatory: true },
    { type: 'minimumTurnover', minimum: 500_000, weight: 2 },
    { type: 'insurance', minimum: 5_000_000 },
  ];
  let criteriaId: string;

  const publishTender = async (summary: typeof T) => {
    await t.tenders.publish(createEvent(TenderEvents.TenderPublished, { aggregateId: summary.tenderId, payload: summary }));
    await eventually(`tender ${summary.title}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.tender_summary WHERE tender_id = $1', [summary.tenderId])) as unknown[];
      return rows.length > 0;
    });
  };

  beforeAll(async () => {
    t = await startEligibilityApp('tender_criteria');
    await publishTender(T);
    await publishTender(D);
    await t.setPowers(staff, ['tender-criteria']);
  });
  afterAll(() => t?.close());

  describe('POST /api/tender-criteria/add', () => {
    it('is for admins and granted staff (401 guest, 403 provider, expert and staff without the grant)', async () => {
      const body = { tender: T.tenderId, requirements };
      expect((await t.as(null, 'POST', '/api/tender-criteria/add', body)).status).toBe(401);
      for (const who of [provider, expert, selfRegisteredStaff]) {
        const res = await t.as(who, 'POST', '/api/tender-criteria/add', body);
        expect(res.status).toBe(403);
      }
    });

    it('refuses malformed input with a clear 400', async () => {
      const bad = await t.as(staff, 'POST', '/api/tender-criteria/add', {
        tender: T.tenderId,
        requirements: [{ type: 'minimumTurnover', minimum: 'lots' }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(
        'Invalid input: requirements[0].minimum must be an amount in GBP: a whole number from 1 to 1000000000000.',
      );
      const none = await t.as(staff, 'POST', '/api/tender-criteria/add', { tender: 'nope', requirements: [] });
      expect(none.status).toBe(400);
      expect(none.body.message).toContain('tender must be a tender id (UUID)');
      expect(none.body.message).toContain('requirements must list at least one requirement');
      const extra = await t.as(staff, 'POST', '/api/tender-criteria/add', { tender: T.tenderId, requirements, owner: admin.id });
      expect(extra.status).toBe(400);
    });

    it('answers 404 for a tender the service does not know', async () => {
      const res = await t.as(staff, 'POST', '/api/tender-criteria/add', { tender: randomUUID(), requirements });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/^Tender .* was not found\.$/);
    });

    it('adds the criteria (201) and announces TenderCriteriaAdded', async () => {
      const res = await t.as(staff, 'POST', '/api/tender-criteria/add', { tender: T.tenderId, requirements });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Tender criteria added successfully!');
      expect(res.body.tenderCriteria).toEqual({
        id: expect.any(String),
        tenderId: T.tenderId,
        lot: null,
        requirements: [
          { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
          { type: 'certification', name: 'CQC registration', weight: 2, mandatory: true },
          { type: 'minimumTurnover', minimum: 500_000, weight: 2, mandatory: false },
          { type: 'insurance', minimum: 5_000_000, weight: 1, mandatory: false },
        ],
        derived: false,
        createdBy: staff.id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      criteriaId = res.body.tenderCriteria.id;
      const events = await t.outbox<TenderCriteriaAdded>(EligibilityEvents.TenderCriteriaAdded.type);
      expect(events.map((e) => e.payload)).toEqual([{ criteriaId, tenderId: T.tenderId }]);
    });

    it('replaces the requirements of the same tender and lot (200), and keeps lots apart', async () => {
      const again = await t.as(admin, 'POST', '/api/tender-criteria/add', { tender: T.tenderId, requirements });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe('Tender criteria updated successfully!');
      expect(again.body.tenderCriteria.id).toBe(criteriaId);
      const lot = await t.as(admin, 'POST', '/api/tender-criteria/add', {
        tender: T.tenderId,
        lot: 'Lot 2',
        requirements: [{ type: 'yearsTrading', minimum: 5 }],
      });
      expect(lot.status).toBe(201);
      expect(lot.body.tenderCriteria).toMatchObject({ lot: 'Lot 2', derived: false });
    });
  });

  describe('GET /api/tender-criteria/search', () => {
    it('lists a tender’s added criteria per lot (spec §3 shape)', async () => {
      const res = await t.as(provider, 'GET', `/api/tender-criteria/search?tender[0]=${T.tenderId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ count: 2, currentPage: 1, totalPages: 1 });
      expect(res.body.foundCriteria.map((c: { lot: string | null }) => c.lot)).toEqual([null, 'Lot 2']);
      expect(res.body.foundCriteria[0].id).toBe(criteriaId);
    });

    it('derives criteria for a tender without any (derived: true, id = tender id)', async () => {
      const res = await t.as(provider, 'GET', `/api/tender-criteria/search?tender[0]=${D.tenderId}`);
      expect(res.body.count).toBe(1);
      expect(res.body.foundCriteria[0]).toEqual({
        id: D.tenderId,
        tenderId: D.tenderId,
        lot: null,
        derived: true,
        createdBy: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        requirements: [
          { type: 'serviceCategory', cpvCodes: ['85000000'], weight: 3, mandatory: true, source: 'tender.classification' },
          { type: 'region', regions: ['Yorkshire and the Humber'], weight: 2, mandatory: false, source: 'tender.deliveryLocations' },
          { type: 'minimumTurnover', minimum: 800_000, weight: 2, mandatory: false, source: 'tender.value' },
        ],
      });
    });

    it('pages several tenders, ignores unknown ones, lists everything added without a tender, and validates ids', async () => {
      const both = await t.as(
        provider,
        'GET',
        `/api/tender-criteria/search?tender[0]=${D.tenderId}&tender[1]=${T.tenderId}&limit=2&page=2`,
      );
      expect(both.body).toMatchObject({ count: 3, currentPage: 2, totalPages: 2 });
      expect(both.body.foundCriteria.map((c: { lot: string | null }) => c.lot)).toEqual(['Lot 2']);
      const unknown = await t.as(provider, 'GET', `/api/tender-criteria/search?tender[0]=${randomUUID()}`);
      expect(unknown.body).toEqual({ foundCriteria: [], count: 0, currentPage: 1, totalPages: 1 });
      const all = await t.as(provider, 'GET', '/api/tender-criteria/search');
      expect(all.body.count).toBe(2);
      const bad = await t.as(provider, 'GET', '/api/tender-criteria/search?tender[0]=42');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('tender must contain tender ids (UUID)');
      expect((await t.as(null, 'GET', `/api/tender-criteria/search?tender[0]=${T.tenderId}`)).status).toBe(401);
    });

    it('takes the documented repeated form and counts the ids as sent: more than 100 is a 400, repeats included', async () => {
      const repeated = await t.as(provider, 'GET', `/api/tender-criteria/search?tender=${D.tenderId}&tender=${T.tenderId}`);
      expect(repeated.body.count).toBe(3);
      const tooMany = await t.as(
        provider,
        'GET',
        `/api/tender-criteria/search?${Array.from({ length: 101 }, () => `tender=${T.tenderId}`).join('&')}`,
      );
      expect([tooMany.status, tooMany.body.message]).toEqual([400, expect.stringContaining('tender may list at most 100 tender ids')]);
      const hundred = await t.as(
        provider,
        'GET',
        `/api/tender-criteria/search?${Array.from({ length: 100 }, () => `tender=${T.tenderId}`).join('&')}`,
      );
      expect(hundred.status).toBe(200);
      const empty = await t.as(provider, 'GET', '/api/tender-criteria/search?tender=');
      expect([empty.status, empty.body.message]).toEqual([400, expect.stringContaining('tender must contain tender ids (UUID)')]);
    });
  });

  describe('GET /api/tender-criteria/check-status', () => {
    beforeAll(async () => {
      const saved = await t.as(provider, 'POST', '/api/user-criteria/add', {
        serviceCategories: ['85'],
        regions: ['North East'],
        annualTurnover: 250_000,
        certifications: ['ISO 9001'],
        insuranceLevel: 10_000_000,
      });
      expect(saved.status).toBe(201);
    });

    it('rates the account against added criteria, with the breakdown and the gaps', async () => {
      const res = await t.as(provider, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${criteriaId}&account=${provider.id}`);
      expect(res.status).toBe(200);
      // (3×1 + 2×0 + 2×0.5 + 1×1) / 8 = 62.5 → 63, capped at 59: CQC registration is mandatory and missing.
      expect(res.body).toMatchObject({
        accountId: provider.id,
        tenderId: T.tenderId,
        tenderCriteriaId: criteriaId,
        lot: null,
        derived: false,
        rating: 59,
        band: '59To0',
      });
      expect(res.body.breakdown.map((o: { status: string }) => o.status)).toEqual(['met', 'unmet', 'partial', 'met']);
      expect(res.body.gaps).toEqual([
        {
          type: 'certification',
          mandatory: true,
          required: 'CQC registration',
          provided: 'ISO 9001',
          message: 'Mandatory: CQC registration; you have ISO 9001',
        },
        {
          type: 'minimumTurnover',
          mandatory: false,
          required: 'Annual turnover of at least £500,000',
          provided: '£250,000',
          message: 'Annual turnover of at least £500,000; you have £250,000',
        },
      ]);
    });

    it('accepts a tender id: its derived criteria when none were added', async () => {
      const res = await t.as(provider, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${D.tenderId}&account=${provider.id}`);
      expect(res.status).toBe(200);
      // serviceCategory met (3), region unmet (0 of 2), turnover 250k of 800k (2 × 0.3125): (3 + 0.625) / 7 = 52
      expect(res.body).toMatchObject({ tenderCriteriaId: D.tenderId, tenderId: D.tenderId, derived: true, rating: 52, band: '59To0' });
    });

    it('derives from what the notice says: stated turnover and insurance, the contract period, lots with their own values', async () => {
      // As the tenders service publishes a Public Contracts Scotland notice: four-year contract, two priced lots, and
      // selection criteria that state the turnover and insurance asked for.
      const S = aTenderSummary({
        title: 'Care at home, Lothian',
        cpvCodes: ['85000000'],
        regions: ['North East'],
        value: 9_920_000,
        criteriaSource: {
          contractMonths: 48,
          suitability: { sme: null, vcse: null },
          lots: [
            { lotId: '1', title: 'Edinburgh', value: 8_000_000, currency: 'GBP', contractMonths: 48 },
            { lotId: '2', title: 'West Lothian', value: 1_920_000, currency: 'GBP', contractMonths: 48 },
          ],
          selectionCriteria:
            'Question 4B.1 - Tenderers are required to have a minimum “general” annual turnover of 200,000 GBP for the last two financial years.\n\nb) Public Liability Insurance - 10m GBP',
        },
      });
      await publishTender(S);
      const found = await t.as(provider, 'GET', `/api/tender-criteria/search?tender[0]=${S.tenderId}`);
      expect(found.body.foundCriteria.map((c: { lot: string | null }) => c.lot)).toEqual([null, '1', '2']);
      expect(found.body.foundCriteria[0].requirements.slice(2)).toEqual([
        { type: 'minimumTurnover', minimum: 200_000, weight: 2, mandatory: false, source: 'tender.selectionCriteria' },
        { type: 'insurance', minimum: 10_000_000, weight: 1, mandatory: false, source: 'tender.selectionCriteria' },
      ]);
      // The provider (85, North East, £250,000 turnover, £10m cover) meets every derived requirement: not 2 × £9.92m.
      const res = await t.as(provider, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${S.tenderId}&account=${provider.id}`);
      expect(res.body).toMatchObject({ tenderId: S.tenderId, derived: true, rating: 100, gaps: [] });
    });

    it('accepts a tender id with added criteria: the lot the account fits best', async () => {
      const res = await t.as(provider, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${T.tenderId}&account=${provider.id}`);
      expect(res.body).toMatchObject({ tenderId: T.tenderId, tenderCriteriaId: criteriaId, rating: 59 });
    });

    it('lets a colleague and an admin check the account; not an outsider (403)', async () => {
      const url = `/api/tender-criteria/check-status?tenderCriteria=${criteriaId}&account=${provider.id}`;
      expect((await t.as(colleague, 'GET', url)).status).toBe(200);
      expect((await t.as(admin, 'GET', url)).status).toBe(200);
      const denied = await t.as(outsider, 'GET', url);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('You can only see the eligibility of your own account or of accounts of your company.');
    });

    it('rates an account without criteria 0, and answers 404 and 400 for unknown ids and bad input', async () => {
      const own = await t.as(outsider, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${criteriaId}&account=${outsider.id}`);
      expect(own.body).toMatchObject({ rating: 0, band: '59To0' });
      expect(own.body.gaps).toHaveLength(4);
      const missing = await t.as(
        provider,
        'GET',
        `/api/tender-criteria/check-status?tenderCriteria=${randomUUID()}&account=${provider.id}`,
      );
      expect(missing.status).toBe(404);
      const bad = await t.as(provider, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${criteriaId}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('account must be an account id (UUID)');
    });
  });
});
