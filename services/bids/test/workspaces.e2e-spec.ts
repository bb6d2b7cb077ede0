import { randomUUID } from 'node:crypto';
import { BidEvents } from '@jointly/contracts';
import { outboxEvents, startBidsApp, type BidsTestApp, type TestAccount } from './support/bids-test-app';

describe('bids: workspaces', () => {
  let t: BidsTestApp;
  let provider: TestAccount;
  let colleague: TestAccount;
  let rival: TestAccount;
  let loneStaff: TestAccount;
  let expert: TestAccount;
  let otherExpert: TestAccount;
  let admin: TestAccount;
  let tenderId: string;

  beforeAll(async () => {
    t = await startBidsApp('bids_workspaces');
    provider = t.account('provider', { companyName: 'Amber Care Ltd' });
    colleague = t.account('staff', { companyId: provider.companyId });
    rival = t.account('provider', { companyName: 'Birch Homecare' });
    loneStaff = t.account('staff', { companyId: null });
    expert = t.account('expert', { name: 'Eve Expert' });
    otherExpert = t.account('expert', { name: 'Oscar Expert' });
    admin = t.account('admin');
    await t.register(provider, colleague, rival, loneStaff, expert, otherExpert);
    tenderId = await t.publishTender({ title: 'Home care framework, Leeds' });
  });
  afterAll(() => t?.close());

  const create = (who: TestAccount | null, body: Record<string, unknown>) => t.request('POST', '/api/workspace/create', who, body);
  /** A client that has just read the workspace: it sends the version it read (writes without one are refused, 400). */
  const versionNow = async (id: string): Promise<number> => {
    const rows = (await t.db.query('SELECT version FROM bids.workspace WHERE id::text = $1', [id])) as Array<{ version: number }>;
    return rows[0]?.version ?? 1;
  };
  const update = async (who: TestAccount | null, id: string, body: Record<string, unknown>) =>
    t.request('PATCH', `/api/workspace/update/${id}`, who, { version: await versionNow(id), ...body });
  const team = { status: 'todo', assigneeAccountId: null, dueDate: null, limit: null };
  const search = (who: TestAccount | null, query = '') => t.request('GET', `/api/workspace/search${query}`, who);

  it('runs the flow: create → WorkspaceCreated → invite into it → expert accepts → expert sees and edits it', async () => {
    const created = await create(provider, {
      name: '  Leeds bid ',
      tender: tenderId,
      description: 'Our bid for Leeds',
      sections: [{ title: 'Method statement', body: 'We will…' }, { title: 'Pricing' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Workspace created successfully!');
    const workspace = created.body.workspace;
    expect(workspace).toEqual({
      id: expect.any(String),
      name: 'Leeds bid',
      tender: {
        id: tenderId,
        title: 'Home care framework, Leeds',
        buyerName: 'Leeds City Council',
        closingDate: '2027-03-31T12:00:00.000Z',
        status: 'active',
      },
      ownerAccountId: provider.id,
      companyId: provider.companyId,
      description: 'Our bid for Leeds',
      sections: [
        {
          id: expect.any(String),
          title: 'Method statement',
          body: 'We will…',
          updatedAt: expect.any(String),
          updatedBy: provider.id,
          version: 1,
          ...team,
        },
        { id: expect.any(String), title: 'Pricing', body: '', updatedAt: expect.any(String), updatedBy: provider.id, version: 1, ...team },
      ],
      status: 'draft',
      experts: [],
      consortiumId: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const event = (await outboxEvents(t.db, BidEvents.WorkspaceCreated.type)).find((e) => e.aggregateId === workspace.id)!;
    expect(event.actorId).toBe(provider.id);
    expect(event.payload).toEqual({ workspaceId: workspace.id, name: 'Leeds bid', ownerAccountId: provider.id, tenderId });

    // The company sees it (any account); the expert not yet.
    expect((await search(colleague, '?page=1&limit=300')).body).toEqual({
      foundWorkspaces: [workspace],
      count: 1,
      currentPage: 1,
      totalPages: 1,
    });
    expect((await search(expert)).body.count).toBe(0);

    const invited = await t.request('POST', '/api/bids/create', colleague, {
      tender: tenderId,
      expert: expert.id,
      workspace: workspace.id,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.bid.workspaceId).toBe(workspace.id);
    // Pending: the expert can neither see nor edit it.
    expect((await search(expert, `?id[0]=${workspace.id}`)).body.count).toBe(0);
    expect((await update(expert, workspace.id, { name: 'Mine' })).status).toBe(403);

    await t.request('PATCH', `/api/bids/respond-to-invitation/${invited.body.bid.id}`, expert, { status: 'Accepted' });
    const seen = await search(expert, `?id[0]=${workspace.id}`);
    expect(seen.body.count).toBe(1);
    expect(seen.body.foundWorkspaces[0].experts).toEqual([{ accountId: expert.id, name: 'Eve Expert' }]);

    const [method, pricing] = workspace.sections;
    const edited = await update(expert, workspace.id, {
      sections: [
        { id: method.id, title: 'Method statement', body: 'We will…' },
        { id: pricing.id, title: 'Pricing', body: '£450 a day' },
        { title: 'Social value', body: 'Local jobs' },
      ],
      status: 'in-review',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Workspace updated successfully!');
    expect(edited.body.workspace.status).toBe('in-review');
    expect(edited.body.workspace.sections).toEqual([
      method,
      { id: pricing.id, title: 'Pricing', body: '£450 a day', updatedAt: expect.any(String), updatedBy: expert.id, version: 2, ...team },
      {
        id: expect.any(String),
        title: 'Social value',
        body: 'Local jobs',
        updatedAt: expect.any(String),
        updatedBy: expert.id,
        version: 1,
        ...team,
      },
    ]);
    expect(edited.body.workspace.updatedAt > workspace.updatedAt).toBe(true);
    // Another expert is not part of it.
    expect((await update(otherExpert, workspace.id, { name: 'X' })).status).toBe(403);
  });

  describe('creating', () => {
    it('lets providers and staff create (owner = caller, company from the token); experts and admins 403; guests 401', async () => {
      const solo = await create(loneStaff, { name: 'Solo' });
      expect(solo.status).toBe(201);
      expect(solo.body.workspace).toMatchObject({
        ownerAccountId: loneStaff.id,
        companyId: null,
        tender: null,
        description: null,
        sections: [],
      });
      for (const who of [expert, admin]) expect((await create(who, { name: 'No' })).status).toBe(403);
      expect((await create(null, { name: 'No' })).status).toBe(401);
    });

    it('validates the body (400 naming the field) and needs a known tender (404)', async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{}, /name/],
        [{ name: '  ' }, /name must not be empty/],
        [{ name: 'n'.repeat(121) }, /name must be at most 120 characters/],
        [{ name: 'Ok', tender: 'x' }, /tender must be a tender id/],
        [{ name: 'Ok', description: 'd'.repeat(2001) }, /description must be at most 2000 characters/],
        [{ name: 'Ok', sections: 'intro' }, /sections must be a list/],
        [{ name: 'Ok', sections: [{ body: 'no title' }] }, /title must be text/],
        [{ name: 'Ok', sections: [{ title: 'T', body: 5 }] }, /body must be text/],
        [{ name: 'Ok', sections: Array.from({ length: 51 }, (_, i) => ({ title: `S${i}` })) }, /at most 50 sections/],
        [{ name: 'Ok', companyId: randomUUID() }, /companyId should not exist/],
        [{ name: 'Ok', status: 'submitted' }, /status should not exist/],
      ];
      for (const [body, message] of cases) {
        const res = await create(provider, body);
        expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
      }
      const unknown = randomUUID();
      const missing = await create(provider, { name: 'Ok', tender: unknown });
      expect([missing.status, missing.body.message]).toEqual([404, `Tender ${unknown} not found.`]);
    });
  });

  describe('updating', () => {
    it('lets the company edit, 403 for other companies, admins and experts without an accepted invitation; 404 unknown', async () => {
      const ws = (await create(provider, { name: 'Edit me' })).body.workspace;
      for (const who of [rival, admin, expert, loneStaff])
        expect([who.role, (await update(who, ws.id, { name: 'X' })).status]).toEqual([who.role, 403]);
      const renamed = await update(colleague, ws.id, { name: 'Edited', description: 'Now described' });
      expect(renamed.body.workspace).toMatchObject({ name: 'Edited', description: 'Now described', status: 'draft' });
      const cleared = await update(provider, ws.id, { description: '' });
      expect(cleared.body.workspace).toMatchObject({ name: 'Edited', description: null });
      expect((await update(provider, randomUUID(), { name: 'X' })).status).toBe(404);
      expect((await update(provider, 'nope', { name: 'X' })).status).toBe(404);
      expect((await update(null, ws.id, { name: 'X' })).status).toBe(401);
    });

    it('moves the status draft → in-review → submitted → archived → draft; other moves 409', async () => {
      const ws = (await create(provider, { name: 'Statuses', sections: [{ title: 'Only' }] })).body.workspace;
      // Submitting needs the checklist to pass: the one section approved.
      for (const [version, status] of [
        [1, 'drafting'],
        [2, 'in-review'],
        [3, 'approved'],
      ] as const)
        expect(
          (await t.request('PATCH', `/api/workspace/${ws.id}/sections/${ws.sections[0].id}`, provider, { status, version })).status,
        ).toBe(200);
      const skip = await update(provider, ws.id, { status: 'submitted' });
      expect([skip.status, skip.body.message]).toEqual([409, 'A workspace cannot move from draft to submitted.']);
      for (const status of ['in-review', 'submitted'])
        expect((await update(provider, ws.id, { status })).body.workspace.status).toBe(status);
      expect((await update(provider, ws.id, { status: 'draft' })).status).toBe(409);
      expect((await update(provider, ws.id, { status: 'in-review' })).status).toBe(409);
      expect((await update(provider, ws.id, { status: 'archived' })).body.workspace.status).toBe('archived');
      expect((await update(provider, ws.id, { status: 'in-review' })).status).toBe(409);
      expect((await update(provider, ws.id, { status: 'draft' })).body.workspace.status).toBe('draft');
      expect((await update(provider, ws.id, { status: 'archived' })).body.workspace.status).toBe('archived');
    });

    it('validates updates (400): bad status, unknown or repeated section ids, bad fields', async () => {
      const ws = (await create(provider, { name: 'Validate', sections: [{ title: 'One' }] })).body.workspace;
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ status: 'done' }, /status must be 'draft', 'in-review', 'submitted' or 'archived'/],
        [{ name: '' }, /name must not be empty/],
        [{ sections: [{ id: 'x', title: 'T', body: '' }] }, /id must be a section id/],
        [{ sections: [{ id: randomUUID(), title: 'T', body: '' }] }, /sections\.0\.id .* is not a section of this workspace/],
        [
          {
            sections: [
              { id: ws.sections[0].id, title: 'A', body: '' },
              { id: ws.sections[0].id, title: 'B', body: '' },
            ],
          },
          /appears more than once/,
        ],
        [{ ownerAccountId: rival.id }, /ownerAccountId should not exist/],
      ];
      for (const [body, message] of cases) {
        const res = await update(provider, ws.id, body);
        expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
      }
      // Sections left out are removed.
      expect((await update(provider, ws.id, { sections: [] })).body.workspace.sections).toHaveLength(1);
      expect((await update(provider, ws.id, { sections: [], removeMissingSections: true })).body.workspace.sections).toEqual([]);
    });
  });

  describe('searching', () => {
    it('shows company workspaces (or own, without a company) and accepted ones; admins all; id[n] filters; pages; validates', async () => {
      const owner = t.account('provider', { companyName: 'Cedar Nursing' });
      const helper = t.account('expert', { name: 'Hal Helper' });
      await t.register(owner, helper);
      const ids: string[] = [];
      for (const name of ['W1', 'W2', 'W3']) ids.push((await create(owner, { name, tender: tenderId })).body.workspace.id);
      const page2 = await search(owner, '?page=2&limit=2');
      expect(page2.body).toMatchObject({ count: 3, currentPage: 2, totalPages: 2 });
      expect(page2.body.foundWorkspaces.map((w: { id: string }) => w.id)).toEqual([ids[0]]);
      const picked = await search(owner, `?id[0]=${ids[1]}&id[1]=${ids[2]}`);
      expect(picked.body.foundWorkspaces.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[1]]);
      // Ids outside the caller's reach are silently absent.
      expect((await search(rival, `?id[0]=${ids[0]}`)).body).toEqual({ foundWorkspaces: [], count: 0, currentPage: 1, totalPages: 1 });
      expect((await search(owner, `?id=${ids[0]}`)).body.count).toBe(1);

      // An expert sees only workspaces of invitations it accepted (not declined, withdrawn or pending ones).
      const inviteInto = async (workspace: string) =>
        (await t.request('POST', '/api/bids/create', owner, { tender: tenderId, expert: helper.id, workspace })).body.bid.id as string;
      const declined = await inviteInto(ids[1]);
      await t.request('PATCH', `/api/bids/respond-to-invitation/${declined}`, helper, { status: 'Declined' });
      const withdrawn = await inviteInto(ids[2]);
      await t.request('PATCH', `/api/bids/respond-to-invitation/${withdrawn}`, owner, { status: 'Withdrawn' });
      const accepted = await inviteInto(ids[0]);
      expect((await search(helper)).body.count).toBe(0);
      await t.request('PATCH', `/api/bids/respond-to-invitation/${accepted}`, helper, { status: 'Accepted' });
      expect((await search(helper)).body.foundWorkspaces.map((w: { id: string }) => w.id)).toEqual([ids[0]]);
      expect((await search(helper, `?id[0]=${ids[1]}&id[1]=${ids[2]}`)).body.count).toBe(0);

      const solo = (await create(loneStaff, { name: 'Lone' })).body.workspace.id;
      expect((await search(loneStaff)).body.foundWorkspaces.map((w: { id: string }) => w.id)).toContain(solo);
      expect((await search(owner)).body.foundWorkspaces.map((w: { id: string }) => w.id)).not.toContain(solo);
      const all = await search(admin, '?limit=300');
      expect(all.body.foundWorkspaces.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining([...ids, solo]));
      expect((await search(null)).status).toBe(401);
      for (const query of ['limit=301', 'page=0', 'id[0]=nope', 'colour=red'])
        expect([query, (await search(owner, `?${query}`)).status]).toEqual([query, 400]);
    });

    it('links invitations only to workspaces of the caller’s company (403) and of the same tender (400)', async () => {
      const ws = (await create(provider, { name: 'Linked', tender: tenderId })).body.workspace;
      const other = await t.publishTender({ title: 'Another tender' });
      const foreign = await t.request('POST', '/api/bids/create', rival, { tender: tenderId, expert: otherExpert.id, workspace: ws.id });
      expect([foreign.status, foreign.body.message]).toEqual([403, 'You can only link an invitation to a workspace of your own company.']);
      const mismatch = await t.request('POST', '/api/bids/create', provider, { tender: other, expert: otherExpert.id, workspace: ws.id });
      expect([mismatch.status, mismatch.body.message]).toEqual([400, 'workspace is for another tender than this invitation.']);
    });
  });
});
