import { randomUUID } from 'node:crypto';
import { AdminActionEvents, EligibilityEvents, type AdminActionRecorded, type ExpertCriteriaChanged } from '@jointly/contracts';
import { aUser, startEligibilityApp, type EligibilityTestApp, type TestUser } from './support/eligibility-test-app';

describe('/api/expert-criteria', () => {
  let t: EligibilityTestApp;
  const ada = aUser('expert');
  const bob = aUser('expert');
  const cy = aUser('expert');
  const provider = aUser('provider', randomUUID());
  const admin = aUser('admin');
  const changedEvents = () => t.outbox<ExpertCriteriaChanged>(EligibilityEvents.ExpertCriteriaChanged.type);
  const create = (who: TestUser | null, body: object) => t.as(who, 'POST', '/api/expert-criteria/create', body);
  const update = (who: TestUser | null, id: string, body: object) => t.as(who, 'PATCH', `/api/expert-criteria/update/${id}`, body);
  const search = (who: TestUser | null, query = '') => t.as(who, 'GET', `/api/expert-criteria/search${query ? `?${query}` : ''}`);
  let adaId: string;

  beforeAll(async () => {
    t = await startEligibilityApp('expert_criteria');
  });
  afterAll(() => t?.close());

  describe('POST /api/expert-criteria/create', () => {
    it('is for experts only (401 guest, 403 provider and admin)', async () => {
      expect((await create(null, {})).status).toBe(401);
      expect((await create(provider, { headline: 'x' })).status).toBe(403);
      expect((await create(admin, { headline: 'x' })).status).toBe(403);
    });

    it('creates the caller’s entry (201), normalised, with one ExpertCriteriaChanged', async () => {
      const res = await create(ada, {
        headline: '  Social care bid writer ',
        expertise: ['bid writing', 'Bid Writing', 'CQC compliance'],
        sectors: ['85', '75'],
        regions: ['London', 'South East'],
        yearsExperience: 12,
        dayRate: 650,
        bio: 'Twelve years in adult social care.',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Expert criteria created successfully!');
      expect(res.body.expertCriteria).toEqual({
        id: expect.any(String),
        accountId: ada.id,
        headline: 'Social care bid writer',
        expertise: ['bid writing', 'CQC compliance'],
        sectors: ['85', '75'],
        regions: ['London', 'South East'],
        yearsExperience: 12,
        dayRate: 650,
        availability: 'available',
        bio: 'Twelve years in adult social care.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      adaId = res.body.expertCriteria.id;
      const events = await changedEvents();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ aggregateId: adaId, actorId: ada.id, payload: { criteriaId: adaId, accountId: ada.id } });
    });

    it('answers 409 when the expert already has criteria, writing nothing', async () => {
      const res = await create(ada, { headline: 'Again' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Expert criteria already exist; update them instead.');
      expect(await changedEvents()).toHaveLength(1);
    });

    it('answers 400 naming the bad fields', async () => {
      const res = await create(bob, { sectors: ['health'], availability: 'busy', dayRate: -1, expertise: ['x'.repeat(121)] });
      expect(res.status).toBe(400);
      expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
        'availability',
        'dayRate',
        'expertise',
        'sectors',
      ]);
      expect(res.body.message).toContain('availability must be one of available, limited, unavailable');
      expect(await changedEvents()).toHaveLength(1);
    });
  });

  describe('PATCH /api/expert-criteria/update/{id}', () => {
    it('lets the owner change some fields (null clears) with one more ExpertCriteriaChanged', async () => {
      const res = await update(ada, adaId, { availability: 'limited', dayRate: null, regions: ['London'] });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Expert criteria updated successfully!');
      expect(res.body.expertCriteria).toMatchObject({
        id: adaId,
        availability: 'limited',
        dayRate: null,
        regions: ['London'],
        headline: 'Social care bid writer',
        expertise: ['bid writing', 'CQC compliance'],
      });
      expect(await changedEvents()).toHaveLength(2);
      const same = await update(ada, adaId, { availability: 'limited' });
      expect(same.status).toBe(200);
      expect(await changedEvents()).toHaveLength(2);
    });

    it('answers 403 to other accounts, 404 for unknown ids, 400 for bad ids and empty changes', async () => {
      expect((await update(bob, adaId, { headline: 'Mine now' })).status).toBe(403);
      expect((await update(provider, adaId, { headline: 'Mine now' })).status).toBe(403);
      expect((await update(null, adaId, { headline: 'x' })).status).toBe(401);
      const unknown = await update(ada, randomUUID(), { headline: 'x' });
      expect(unknown.status).toBe(404);
      const bad = await update(ada, 'not-an-id', { headline: 'x' });
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('id must be a criteria id (UUID)')]);
      const empty = await update(ada, adaId, {});
      expect([empty.status, empty.body.message]).toEqual([400, expect.stringMatching(/^Nothing to change/)]);
      const nullAvailability = await update(ada, adaId, { availability: null });
      expect(nullAvailability.status).toBe(400);
      expect(await changedEvents()).toHaveLength(2);
    });

    it('lets an admin correct an entry, recorded for the audit log in the same transaction', async () => {
      const res = await update(admin, adaId, { headline: 'Adult social care bid writer' });
      expect(res.status).toBe(200);
      const events = await changedEvents();
      expect(events).toHaveLength(3);
      expect(events[2].actorId).toBe(admin.id);
      const audit = await t.outbox<AdminActionRecorded>(AdminActionEvents.eligibility.type);
      expect(audit).toHaveLength(1);
      expect(audit[0].payload).toMatchObject({
        service: 'eligibility',
        action: 'expert-criteria.update',
        resource: 'expert-criteria',
        resourceId: adaId,
        actorEmail: admin.email,
        changes: { headline: { from: 'Social care bid writer', to: 'Adult social care bid writer' } },
      });
    });
  });

  describe('GET /api/expert-criteria/search', () => {
    beforeAll(async () => {
      expect(
        (await create(bob, { expertise: ['Tender writing'], sectors: ['72'], regions: ['Scotland'], availability: 'unavailable' })).status,
      ).toBe(201);
      expect((await create(cy, { expertise: ['Bid management'], sectors: ['85'], regions: ['london'] })).status).toBe(201);
    });

    it('is open to any signed-in user, not to guests, newest first, 10 per page by default', async () => {
      expect((await search(null)).status).toBe(401);
      const res = await search(provider);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ count: 3, currentPage: 1, totalPages: 1 });
      expect(res.body.foundCriteria.map((c: { accountId: string }) => c.accountId)).toEqual([cy.id, bob.id, ada.id]);
    });

    it('filters by expertise words, sector, region (ignoring case), availability and account', async () => {
      const accounts = async (query: string) => {
        const res = await search(provider, query);
        expect([query, res.status]).toEqual([query, 200]);
        return res.body.foundCriteria.map((c: { accountId: string }) => c.accountId).sort();
      };
      expect(await accounts('expertise=BID')).toEqual([ada.id, cy.id].sort());
      expect(await accounts('expertise[0]=tender&expertise[1]=compliance')).toEqual([ada.id, bob.id].sort());
      expect(await accounts('sector=85')).toEqual([ada.id, cy.id].sort());
      expect(await accounts('sector=72,75')).toEqual([ada.id, bob.id].sort());
      expect(await accounts('region=LONDON')).toEqual([ada.id, cy.id].sort());
      expect(await accounts('availability=unavailable')).toEqual([bob.id]);
      expect(await accounts('region=London&availability=available')).toEqual([cy.id]);
      expect(await accounts(`account[0]=${bob.id}&account[1]=${cy.id}`)).toEqual([bob.id, cy.id].sort());
      expect(await accounts('expertise=50%')).toEqual([]);
    });

    it('pages with page and limit (max 100) and answers 400 for bad parameters', async () => {
      const res = await search(provider, 'page=2&limit=2');
      expect(res.body).toMatchObject({ count: 3, currentPage: 2, totalPages: 2 });
      expect(res.body.foundCriteria.map((c: { accountId: string }) => c.accountId)).toEqual([ada.id]);
      for (const [query, message] of [
        ['limit=101', 'limit must be between 1 and 100'],
        ['sector=health', 'sector must be CPV divisions of two digits'],
        // Empty is no CPV division (the documented item pattern is two digits), not "no filter".
        ['sector=', 'sector must be CPV divisions of two digits'],
        ['sector=85,,72', 'sector must be CPV divisions of two digits'],
        ['account=', 'account must contain account ids (UUID)'],
        [`${Array.from({ length: 51 }, () => 'sector=85').join('&')}`, 'sector may list at most 50 values'],
        ['availability=soon', 'availability must be one or more of'],
        ['account[0]=x', 'account must contain account ids (UUID)'],
        ['q=x', 'property q should not exist'],
      ]) {
        const bad = await search(provider, query);
        expect([query, bad.status, bad.body.message]).toEqual([query, 400, expect.stringContaining(message)]);
      }
      // A list sent as the repeated parameter (how the document states it) filters like the spec's sector[0]= form.
      expect((await search(provider, 'sector=72&sector=75')).body.count).toBe(
        (await search(provider, 'sector[0]=72&sector[1]=75')).body.count,
      );
    });
  });
});
