import { randomUUID } from 'node:crypto';
import { startConsortiumsApp, type ConsortiumsTestApp, type TestAccount } from './support/consortiums-test-app';

/** The console's read-only `consortiums` resource in the ra-data-simple-rest dialect. */
describe('GET /api/admin/consortiums (react-admin, read-only)', () => {
  let t: ConsortiumsTestApp;
  let admin: TestAccount;
  let amber: TestAccount;
  let birch: TestAccount;
  let cedar: TestAccount;
  /** name → id */
  const ids: Record<string, string> = {};
  const list = (query: Record<string, unknown> = {}, as: TestAccount | null = admin) =>
    t.request(
      'GET',
      `/api/admin/consortiums?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`,
      as,
    );
  const names = (body: Array<{ name: string }>) => body.map((r) => r.name);

  beforeAll(async () => {
    t = await startConsortiumsApp('admin_consortiums');
    admin = t.account('admin');
    amber = t.account('provider', { companyName: 'Amber Care' });
    birch = t.account('provider', { companyName: 'Birch Homecare' });
    cedar = t.account('provider', { companyName: 'Cedar Nursing' });
    for (const who of [amber, birch, cedar]) await t.approvePartner(who);
    const tender = await t.publishTender({ title: 'Day care, York' });
    const other = await t.publishTender({ title: 'Respite care, Hull' });
    const create = async (who: TestAccount, name: string, description?: string) => {
      const res = await t.request('POST', '/api/consortium/create', who, { name, description });
      ids[name] = res.body.consortium.id;
    };
    await create(amber, 'Alpha', 'Day services across the North');
    await create(birch, 'Bravo');
    await create(cedar, 'Charlie', 'Nursing');
    // Alpha: Birch joins, Cedar invited (pending), two bids. Bravo: Amber invited (pending). Charlie: alone.
    const invite = (who: TestAccount, consortium: string, account: string) =>
      t.request('POST', '/api/consortium-request/send-invite', who, { consortium, account });
    const joined = await invite(amber, ids.Alpha, birch.id);
    await t.request('PATCH', `/api/consortium-request/update/${joined.body.consortiumRequest.id}`, birch, { status: 'Approve' });
    await invite(amber, ids.Alpha, cedar.id);
    await invite(birch, ids.Bravo, amber.id);
    for (const tenderId of [tender, other])
      await t.request('POST', '/api/consortium-bid/create', amber, { consortium: ids.Alpha, tender: tenderId });
    // Known creation dates for the date filters.
    for (const [name, at] of [
      ['Alpha', '2026-01-10T09:00:00Z'],
      ['Bravo', '2026-02-15T09:00:00Z'],
      ['Charlie', '2026-03-20T09:00:00Z'],
    ])
      await t.db.query('UPDATE consortiums.consortium SET created_at = $2 WHERE id = $1', [ids[name], at]);
  });
  afterAll(() => t?.close());

  it('lists records with counts and Content-Range, newest first by default', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('consortiums 0-2/3');
    expect(names(res.body)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(res.body[2]).toEqual({
      id: ids.Alpha,
      name: 'Alpha',
      description: 'Day services across the North',
      leadCompanyId: amber.companyId,
      leadCompanyName: 'Amber Care',
      createdBy: amber.id,
      createdAt: '2026-01-10T09:00:00.000Z',
      updatedAt: expect.any(String),
      memberCount: 2,
      pendingRequests: 1,
      bidCount: 2,
    });
  });

  it('pages with range (Content-Range start-end/total; an empty window is */total)', async () => {
    const page = await list({ range: [1, 1] });
    expect(page.headers['content-range']).toBe('consortiums 1-1/3');
    expect(names(page.body)).toEqual(['Bravo']);
    const beyond = await list({ range: [10, 19] });
    expect(beyond.headers['content-range']).toBe('consortiums */3');
    expect(beyond.body).toEqual([]);
  });

  it('sorts by every sort field, both ways', async () => {
    const cases: Array<[string, string[]]> = [
      ['name', ['Alpha', 'Bravo', 'Charlie']],
      ['createdAt', ['Alpha', 'Bravo', 'Charlie']],
      ['leadCompanyName', ['Alpha', 'Bravo', 'Charlie']],
      ['memberCount', ['Bravo', 'Charlie', 'Alpha']],
      ['bidCount', ['Bravo', 'Charlie', 'Alpha']],
    ];
    for (const [field, ascending] of cases) {
      const asc = await list({ sort: [field, 'ASC'] });
      const desc = await list({ sort: [field, 'DESC'] });
      if (field === 'memberCount' || field === 'bidCount') {
        // Ties (1 member / 0 bids) are broken by id; only the odd one out has a fixed place.
        expect([field, names(asc.body)[2], names(desc.body)[0]]).toEqual([field, 'Alpha', 'Alpha']);
      } else {
        expect([field, names(asc.body)]).toEqual([field, ascending]);
        expect([field, names(desc.body)]).toEqual([field, [...ascending].reverse()]);
      }
    }
    const pending = await list({ sort: ['pendingRequests', 'DESC'] });
    expect(names(pending.body).at(-1)).toBe('Charlie');
    const byId = await list({ sort: ['id', 'ASC'] });
    expect(byId.body.map((r: { id: string }) => r.id)).toEqual(Object.values(ids).sort());
  });

  it('filters by q (name, description, member company names), companyId, created dates and id (getMany)', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ q: 'bra' }, ['Bravo']],
      [{ q: 'north' }, ['Alpha']],
      [{ q: 'birch' }, ['Bravo', 'Alpha']],
      [{ q: 'cedar' }, ['Charlie']],
      [{ q: '100%' }, []],
      [{ companyId: birch.companyId }, ['Bravo', 'Alpha']],
      [{ companyId: cedar.companyId }, ['Charlie']],
      [{ companyId: randomUUID() }, []],
      [{ createdFrom: '2026-02-01' }, ['Charlie', 'Bravo']],
      [{ createdTo: '2026-02-15' }, ['Bravo', 'Alpha']],
      [{ createdFrom: '2026-02-15T09:00:00Z', createdTo: '2026-02-15T09:00:00Z' }, ['Bravo']],
      [{ id: [ids.Alpha, ids.Charlie] }, ['Charlie', 'Alpha']],
      [{ id: ids.Bravo }, ['Bravo']],
      [{ q: 'alpha', companyId: amber.companyId }, ['Alpha']],
    ];
    for (const [filter, expected] of cases) {
      const res = await list({ filter });
      expect([filter, res.status, names(res.body), res.headers['content-range']]).toEqual([
        filter,
        200,
        expected,
        expected.length ? `consortiums 0-${expected.length - 1}/${expected.length}` : 'consortiums */0',
      ]);
    }
  });

  it('answers 400 naming a bad sort, range or filter', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        { sort: ['owner', 'ASC'] },
        /sort field must be one of id, name, createdAt, memberCount, pendingRequests, bidCount, leadCompanyName/,
      ],
      [{ sort: ['name', 'UP'] }, /sort order/],
      [{ range: [3, 1] }, /range/],
      [{ range: 'zero' }, /range must be JSON/],
      [{ filter: { colour: 'red' } }, /Unknown filter colour/],
      [{ filter: { id: ['not-a-uuid'] } }, /filter id/],
      [{ filter: { companyId: 'x' } }, /filter companyId/],
      [{ filter: { createdFrom: '31/01/2026' } }, /filter createdFrom must be an ISO date/],
      [{ other: 'x' }, /other should not exist/],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect([query, res.status, res.body.message]).toEqual([query, 400, expect.stringMatching(message)]);
    }
  });

  it('shows one consortium with members (lead first), requests and bids (newest first)', async () => {
    const res = await t.request('GET', `/api/admin/consortiums/${ids.Alpha}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.Alpha,
      name: 'Alpha',
      memberCount: 2,
      pendingRequests: 1,
      bidCount: 2,
      leadCompanyName: 'Amber Care',
    });
    expect(res.body.members).toEqual([
      { companyId: amber.companyId, companyName: 'Amber Care', role: 'lead', joinedAt: expect.any(String), addedBy: amber.id },
      { companyId: birch.companyId, companyName: 'Birch Homecare', role: 'member', joinedAt: expect.any(String), addedBy: amber.id },
    ]);
    expect(res.body.requests.map((r: { toCompanyName: string; status: string }) => [r.toCompanyName, r.status])).toEqual([
      ['Cedar Nursing', 'Pending'],
      ['Birch Homecare', 'Approve'],
    ]);
    expect(res.body.requests[0]).not.toHaveProperty('consortium');
    expect(res.body.requests[0]).toMatchObject({ fromAccountId: amber.id, fromCompanyName: 'Amber Care', toAccountId: cedar.id });
    expect(res.body.bids.map((b: { title: string }) => b.title)).toEqual(['Respite care, Hull', 'Day care, York']);
    expect(res.body.bids[0]).not.toHaveProperty('consortium');
    expect(res.body.bids[0].tender).toMatchObject({ title: 'Respite care, Hull', buyerName: 'Leeds City Council', status: 'active' });
    expect((await t.request('GET', `/api/admin/consortiums/${randomUUID()}`, admin)).status).toBe(404);
    expect((await t.request('GET', `/api/admin/consortiums/nope`, admin)).status).toBe(404);
  });

  it('is read-only: POST, PUT and DELETE answer 405 with a message', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/consortiums'],
      ['PUT', `/api/admin/consortiums/${ids.Alpha}`],
      ['DELETE', `/api/admin/consortiums/${ids.Alpha}`],
    ] as const) {
      const res = await t.request(method, url, admin, method === 'DELETE' ? undefined : { name: 'Changed' });
      expect([method, res.status, res.body.message]).toEqual([method, 405, expect.stringMatching(/read-only/)]);
    }
    expect((await t.request('GET', `/api/admin/consortiums/${ids.Alpha}`, admin)).body.name).toBe('Alpha');
  });

  it('is for admins only: 401 without a token, 403 for a provider (even a member) on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/consortiums'],
      ['GET', `/api/admin/consortiums/${ids.Alpha}`],
      ['POST', '/api/admin/consortiums'],
      ['PUT', `/api/admin/consortiums/${ids.Alpha}`],
      ['DELETE', `/api/admin/consortiums/${ids.Alpha}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect([method, url, (await t.request(method, url, null, body)).status]).toEqual([method, url, 401]);
      expect([method, url, (await t.request(method, url, amber, body)).status]).toEqual([method, url, 403]);
    }
  });
});
