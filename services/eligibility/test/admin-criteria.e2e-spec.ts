import { randomUUID } from 'node:crypto';
import { aUser, startEligibilityApp, type EligibilityTestApp, type TestUser } from './support/eligibility-test-app';

/** The console's read-only `user-criteria` and `expert-criteria` resources in the ra-data-simple-rest dialect. */
describe('admin criteria resources (ra-data-simple-rest)', () => {
  let t: EligibilityTestApp;
  const admin = aUser('admin');
  const providers = Array.from({ length: 6 }, (_, i) => aUser('provider', i < 3 ? randomUUID() : null));
  const experts = Array.from({ length: 4 }, () => aUser('expert'));
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startEligibilityApp('admin_criteria');
    // Saved one after another, so updatedAt orders them as created.
    for (const [i, p] of providers.entries()) {
      const res = await t.as(p, 'POST', '/api/user-criteria/add', {
        serviceCategories: i % 2 ? ['85311000'] : ['72'],
        certifications: i === 4 ? ['ISO 9001', 'Cyber Essentials'] : ['CQC registration'],
        staffCount: i * 10,
      });
      expect(res.status).toBe(201);
      ids[p.id] = res.body.userCriteria.id;
    }
    for (const [i, e] of experts.entries()) {
      const res = await t.as(e, 'POST', '/api/expert-criteria/create', {
        headline: i === 1 ? 'Procurement coach' : `Expert ${i}`,
        expertise: i === 2 ? ['Procurement law'] : ['bid writing'],
      });
      expect(res.status).toBe(201);
      ids[e.id] = res.body.expertCriteria.id;
    }
  });
  afterAll(() => t?.close());

  for (const resource of ['user-criteria', 'expert-criteria'] as const) {
    const owners = (): TestUser[] => (resource === 'user-criteria' ? providers : experts);
    const list = (query = '', who: TestUser | null = admin) => t.as(who, 'GET', `/api/admin/${resource}${query ? `?${query}` : ''}`);

    describe(`/api/admin/${resource}`, () => {
      it('answers 401 to guests and 403 to a provider and an expert, on every route', async () => {
        const one = ids[owners()[0].id];
        for (const [method, url] of [
          ['GET', `/api/admin/${resource}`],
          ['GET', `/api/admin/${resource}/${one}`],
          ['POST', `/api/admin/${resource}`],
          ['PUT', `/api/admin/${resource}/${one}`],
          ['DELETE', `/api/admin/${resource}/${one}`],
        ] as const) {
          const body = method === 'POST' || method === 'PUT' ? {} : undefined;
          expect([method, url, (await t.as(null, method, url, body)).status]).toEqual([method, url, 401]);
          expect([method, url, (await t.as(providers[0], method, url, body)).status]).toEqual([method, url, 403]);
          expect([method, url, (await t.as(experts[0], method, url, body)).status]).toEqual([method, url, 403]);
        }
      });

      it('lists with Content-Range, most recently updated first by default', async () => {
        const total = owners().length;
        const res = await list(`range=${q([0, 2])}`);
        expect(res.status).toBe(200);
        expect(res.headers['content-range']).toBe(`${resource} 0-2/${total}`);
        expect(res.headers['x-total-count']).toBe(String(total));
        expect(res.body.map((r: { accountId: string }) => r.accountId)).toEqual(
          owners()
            .slice(-3)
            .reverse()
            .map((o) => o.id),
        );
        const rest = await list(`range=${q([3, 20])}`);
        expect(rest.headers['content-range']).toBe(`${resource} 3-${total - 1}/${total}`);
        const beyond = await list(`range=${q([50, 59])}`);
        expect([beyond.status, beyond.headers['content-range'], beyond.body]).toEqual([200, `${resource} */${total}`, []]);
      });

      it('sorts by id, createdAt and updatedAt in both directions', async () => {
        const all = (await list(`sort=${q(['id', 'ASC'])}`)).body.map((r: { id: string }) => r.id);
        expect(all).toEqual([...all].sort());
        const desc = (await list(`sort=${q(['id', 'DESC'])}`)).body.map((r: { id: string }) => r.id);
        expect(desc).toEqual([...all].reverse());
        const created = (await list(`sort=${q(['createdAt', 'ASC'])}`)).body.map((r: { accountId: string }) => r.accountId);
        expect(created).toEqual(owners().map((o) => o.id));
        const updated = (await list(`sort=${q(['updatedAt', 'ASC'])}`)).body.map((r: { accountId: string }) => r.accountId);
        expect(updated).toEqual(owners().map((o) => o.id));
      });

      it('filters by accountId (one or a list) as the console’s user page asks, and answers getMany by id', async () => {
        const [a, b] = owners();
        const one = await list(`filter=${q({ accountId: a.id })}`);
        expect(one.headers['content-range']).toBe(`${resource} 0-0/1`);
        expect(one.body).toEqual([expect.objectContaining({ id: ids[a.id], accountId: a.id })]);
        const two = await list(`filter=${q({ accountId: [a.id, b.id] })}`);
        expect(two.body).toHaveLength(2);
        const none = await list(`filter=${q({ accountId: randomUUID() })}`);
        expect([none.headers['content-range'], none.body]).toEqual([`${resource} */0`, []]);
        const many = await list(`filter=${q({ id: [ids[a.id], ids[b.id], randomUUID()] })}`);
        expect(many.body.map((r: { id: string }) => r.id).sort()).toEqual([ids[a.id], ids[b.id]].sort());
      });

      it('shows one record (the same view as the list) and answers 404 for unknown ids', async () => {
        const owner = owners()[1];
        const res = await t.as(admin, 'GET', `/api/admin/${resource}/${ids[owner.id]}`);
        expect(res.status).toBe(200);
        const listed = (await list(`filter=${q({ id: [ids[owner.id]] })}`)).body[0];
        expect(res.body).toEqual(listed);
        expect((await t.as(admin, 'GET', `/api/admin/${resource}/${randomUUID()}`)).status).toBe(404);
        expect((await t.as(admin, 'GET', `/api/admin/${resource}/nope`)).status).toBe(400);
      });

      it('is read-only: create, update and delete answer 405 with a message', async () => {
        const id = ids[owners()[0].id];
        for (const [method, url] of [
          ['POST', `/api/admin/${resource}`],
          ['PUT', `/api/admin/${resource}/${id}`],
          ['DELETE', `/api/admin/${resource}/${id}`],
        ] as const) {
          const res = await t.as(admin, method, url, method === 'DELETE' ? undefined : { accountId: randomUUID() });
          expect([method, res.status, typeof res.body.message]).toEqual([method, 405, 'string']);
        }
        expect((await t.as(admin, 'GET', `/api/admin/${resource}/${id}`)).status).toBe(200);
      });

      it('answers 400 with a clear message for bad sort, range and filter', async () => {
        for (const [query, message] of [
          [`sort=${q(['bio', 'ASC'])}`, 'sort field must be one of id, updatedAt, createdAt'],
          [`range=${q([5, 1])}`, 'range must be [start, end]'],
          [`range=${q([0, 1000])}`, 'range may cover at most 500 rows'],
          ['filter=notjson', 'filter must be JSON'],
          [`filter=${q({ accountId: 'bob' })}`, 'filter accountId must be an account id (UUID)'],
          [`filter=${q({ id: [1] })}`, 'filter id must be a criteria id (UUID)'],
          [`filter=${q({ status: 'x' })}`, 'Unknown filter status; filter by id, accountId, q'],
        ]) {
          const res = await list(query);
          expect([query, res.status, res.body.message]).toEqual([query, 400, expect.stringContaining(message)]);
        }
      });
    });
  }

  it('user-criteria q searches service categories and certifications', async () => {
    const res = await t.as(admin, 'GET', `/api/admin/user-criteria?filter=${q({ q: 'iso 9' })}`);
    expect(res.body.map((r: { accountId: string }) => r.accountId)).toEqual([providers[4].id]);
    const cpv = await t.as(admin, 'GET', `/api/admin/user-criteria?filter=${q({ q: '853' })}`);
    expect(cpv.headers['content-range']).toBe('user-criteria 0-2/3');
    const wildcard = await t.as(admin, 'GET', `/api/admin/user-criteria?filter=${q({ q: '%' })}`);
    expect(wildcard.headers['content-range']).toBe('user-criteria */0');
  });

  it('expert-criteria q searches headlines and expertise tags', async () => {
    const res = await t.as(admin, 'GET', `/api/admin/expert-criteria?filter=${q({ q: 'procurement' })}&sort=${q(['createdAt', 'ASC'])}`);
    expect(res.body.map((r: { accountId: string }) => r.accountId)).toEqual([experts[1].id, experts[2].id]);
  });
});
