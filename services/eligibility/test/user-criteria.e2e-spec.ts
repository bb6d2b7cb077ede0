import { randomUUID } from 'node:crypto';
import { EligibilityEvents, type UserCriteriaChanged } from '@jointly/contracts';
import { aUser, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/** Company C has the provider owner and colleague; outsider is in another company; loner has none. */
describe('/api/user-criteria', () => {
  let t: EligibilityTestApp;
  const C = randomUUID();
  const owner = aUser('provider', C);
  const colleague = aUser('provider', C);
  const outsider = aUser('provider', randomUUID());
  const loner = aUser('provider');
  const staff = aUser('staff', C);
  const expert = aUser('expert');
  const admin = aUser('admin');
  const changedEvents = () => t.outbox<UserCriteriaChanged>(EligibilityEvents.UserCriteriaChanged.type);
  const facts = {
    serviceCategories: ['85', '85311000-2', ' 85311000 '],
    regions: ['Yorkshire and the Humber', ' yorkshire and the  humber '],
    annualTurnover: 2_500_000,
    yearsTrading: 12,
    staffCount: 85,
    certifications: ['CQC registration', 'ISO 9001'],
    insuranceLevel: 5_000_000,
  };

  beforeAll(async () => {
    t = await startEligibilityApp('user_criteria');
  });
  afterAll(() => t?.close());

  describe('POST /api/user-criteria/add', () => {
    it('needs a signed-in provider (401 guest, 403 expert, staff and admin)', async () => {
      expect((await t.as(null, 'POST', '/api/user-criteria/add', facts)).status).toBe(401);
      for (const who of [expert, staff, admin]) {
        const res = await t.as(who, 'POST', '/api/user-criteria/add', facts);
        expect([who.role, res.status]).toEqual([who.role, 403]);
      }
    });

    it('creates the caller’s criteria (201), normalised, with the company from the token and one UserCriteriaChanged', async () => {
      const res = await t.as(owner, 'POST', '/api/user-criteria/add', facts);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Criteria saved successfully!');
      expect(res.body.userCriteria).toEqual({
        id: expect.any(String),
        accountId: owner.id,
        companyId: C,
        serviceCategories: ['85', '85311000'],
        regions: ['Yorkshire and the Humber'],
        annualTurnover: 2_500_000,
        yearsTrading: 12,
        staffCount: 85,
        certifications: ['CQC registration', 'ISO 9001'],
        insuranceLevel: 5_000_000,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const events = (await changedEvents()).filter((e) => e.payload.accountId === owner.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        aggregateId: res.body.userCriteria.id,
        actorId: owner.id,
        payload: { criteriaId: res.body.userCriteria.id, accountId: owner.id },
      });
    });

    it('updates the same row (200): fields not sent are kept, null clears, and a save changing nothing writes no event', async () => {
      const before = (await t.as(owner, 'GET', `/api/user-criteria/search?account[0]=${owner.id}`)).body.foundCriteria[0];
      const res = await t.as(owner, 'POST', '/api/user-criteria/add', { staffCount: 90, insuranceLevel: null, certifications: null });
      expect(res.status).toBe(200);
      expect(res.body.userCriteria).toMatchObject({
        id: before.id,
        staffCount: 90,
        insuranceLevel: null,
        certifications: [],
        annualTurnover: 2_500_000,
        serviceCategories: ['85', '85311000'],
      });
      expect(new Date(res.body.userCriteria.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
      const events = () => changedEvents().then((all) => all.filter((e) => e.payload.accountId === owner.id).length);
      expect(await events()).toBe(2);
      const same = await t.as(owner, 'POST', '/api/user-criteria/add', { staffCount: 90 });
      expect(same.status).toBe(200);
      expect(same.body.userCriteria.updatedAt).toBe(res.body.userCriteria.updatedAt);
      expect(await events()).toBe(2);
      const rows = await t.db.query('SELECT count(*)::int AS n FROM eligibility.user_criteria WHERE account_id = $1', [owner.id]);
      expect(rows[0].n).toBe(1);
    });

    it('answers 400 naming the bad fields, and saves and announces nothing', async () => {
      const eventsBefore = (await changedEvents()).length;
      const res = await t.as(loner, 'POST', '/api/user-criteria/add', {
        serviceCategories: ['health care'],
        annualTurnover: -5,
        yearsTrading: '12',
        accountId: owner.id,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('serviceCategories must be CPV codes or divisions');
      expect(res.body.message).toContain('annualTurnover must be 0 or more');
      expect(res.body.message).toContain('yearsTrading must be a whole number');
      expect(res.body.message).toContain('property accountId should not exist');
      expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(
        ['accountId', 'annualTurnover', 'serviceCategories', 'yearsTrading'].sort(),
      );
      // A blank CPV code is no CPV code: refused, not silently dropped (the document's item pattern says so).
      const blankCode = await t.as(loner, 'POST', '/api/user-criteria/add', { serviceCategories: ['85', ' '] });
      expect([blankCode.status, blankCode.body.message]).toEqual([
        400,
        expect.stringContaining('serviceCategories must be CPV codes or divisions'),
      ]);
      const empty = await t.as(loner, 'POST', '/api/user-criteria/add', {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatch(/^Nothing to save: send at least one of serviceCategories/);
      const tooMany = await t.as(loner, 'POST', '/api/user-criteria/add', { regions: Array.from({ length: 51 }, (_, i) => `Region ${i}`) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('regions may hold at most 50 items');
      expect((await changedEvents()).length).toBe(eventsBefore);
      const rows = await t.db.query('SELECT count(*)::int AS n FROM eligibility.user_criteria WHERE account_id = $1', [loner.id]);
      expect(rows[0].n).toBe(0);
    });

    it('keeps one row per account when two first saves race', async () => {
      const racer = aUser('provider', C);
      const [a, b] = await Promise.all([
        t.as(racer, 'POST', '/api/user-criteria/add', { yearsTrading: 3 }),
        t.as(racer, 'POST', '/api/user-criteria/add', { staffCount: 7 }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      const rows = await t.db.query('SELECT years_trading, staff_count FROM eligibility.user_criteria WHERE account_id = $1', [racer.id]);
      expect(rows).toEqual([{ years_trading: 3, staff_count: 7 }]);
    });
  });

  describe('GET /api/user-criteria/search', () => {
    beforeAll(async () => {
      expect((await t.as(colleague, 'POST', '/api/user-criteria/add', { serviceCategories: ['86'] })).status).toBe(201);
      expect((await t.as(outsider, 'POST', '/api/user-criteria/add', { serviceCategories: ['85'] })).status).toBe(201);
    });

    it('answers the caller’s own criteria in the spec’s paged shape', async () => {
      const res = await t.as(owner, 'GET', `/api/user-criteria/search?account[0]=${owner.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ count: 1, currentPage: 1, totalPages: 1 });
      expect(res.body.foundCriteria).toHaveLength(1);
      expect(res.body.foundCriteria[0].accountId).toBe(owner.id);
    });

    it('shows accounts of the caller’s company, and without account[] everything the caller may see', async () => {
      const res = await t.as(owner, 'GET', `/api/user-criteria/search?account[0]=${colleague.id}&account[1]=${owner.id}`);
      expect(res.status).toBe(200);
      expect(res.body.foundCriteria.map((c: { accountId: string }) => c.accountId).sort()).toEqual([owner.id, colleague.id].sort());
      const mine = await t.as(colleague, 'GET', '/api/user-criteria/search');
      const accounts = mine.body.foundCriteria.map((c: { accountId: string }) => c.accountId);
      expect(accounts).toEqual(expect.arrayContaining([owner.id, colleague.id]));
      expect(accounts).not.toContain(outsider.id);
      const lonely = await t.as(loner, 'GET', '/api/user-criteria/search');
      expect(lonely.body).toEqual({ foundCriteria: [], count: 0, currentPage: 1, totalPages: 1 });
    });

    it('answers 403 for accounts of another company (known or not) and 401 for guests', async () => {
      expect((await t.as(owner, 'GET', `/api/user-criteria/search?account[0]=${outsider.id}`)).status).toBe(403);
      expect((await t.as(owner, 'GET', `/api/user-criteria/search?account[0]=${randomUUID()}`)).status).toBe(403);
      expect((await t.as(loner, 'GET', `/api/user-criteria/search?account[0]=${owner.id}`)).status).toBe(403);
      const mixed = await t.as(owner, 'GET', `/api/user-criteria/search?account[0]=${owner.id}&account[1]=${outsider.id}`);
      expect(mixed.status).toBe(403);
      expect(mixed.body.message).toBe('You can only see the criteria of your own account or of accounts of your company.');
      expect((await t.as(null, 'GET', `/api/user-criteria/search?account[0]=${owner.id}`)).status).toBe(401);
    });

    it('lets an admin read anyone’s, with paging', async () => {
      const res = await t.as(admin, 'GET', `/api/user-criteria/search?account[0]=${outsider.id}`);
      expect(res.status).toBe(200);
      expect(res.body.foundCriteria[0].accountId).toBe(outsider.id);
      const page = await t.as(admin, 'GET', '/api/user-criteria/search?page=2&limit=2');
      const all = await t.as(admin, 'GET', '/api/user-criteria/search?limit=100');
      expect(page.body).toMatchObject({ currentPage: 2, count: all.body.count, totalPages: Math.ceil(all.body.count / 2) });
      expect(page.body.foundCriteria).toEqual(all.body.foundCriteria.slice(2, 4));
    });

    it('answers 400 for bad account ids and paging', async () => {
      for (const [query, message] of [
        ['account[0]=nope', 'account must contain account ids (UUID)'],
        ['limit=500', 'limit must be between 1 and 100'],
        ['page=0', 'page must be 1 or more'],
        ['page=x', 'page must be a whole number'],
        ['tender[0]=x', 'property tender should not exist'],
      ]) {
        const res = await t.as(owner, 'GET', `/api/user-criteria/search?${query}`);
        expect([query, res.status, res.body.message]).toEqual([query, 400, expect.stringContaining(message)]);
      }
    });
  });
});
