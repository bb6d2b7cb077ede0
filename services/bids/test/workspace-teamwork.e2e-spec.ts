import { randomUUID } from 'node:crypto';
import { BidEvents, ConsortiumEvents } from '@jointly/contracts';
import { call } from '@jointly/common/testing';
import { createEvent } from '@jointly/common/events';
import { eventually, outboxEvents, startBidsApp, type BidsTestApp, type TestAccount } from './support/bids-test-app';
import { unzipEntry } from './support/unzip';

describe('bids: writing a bid as a team', () => {
  let t: BidsTestApp;
  let provider: TestAccount;
  let colleague: TestAccount;
  let partner: TestAccount;
  let rival: TestAccount;
  let expert: TestAccount;
  let admin: TestAccount;
  let tenderId: string;
  let consortiumId: string;

  beforeAll(async () => {
    t = await startBidsApp('bids_workspace_teamwork');
    provider = t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ann Amber' });
    colleague = t.account('staff', { companyId: provider.companyId, name: 'Carl Colleague' });
    partner = t.account('provider', { companyName: 'Pine Partners', name: 'Pia Pine' });
    rival = t.account('provider', { companyName: 'Birch Homecare' });
    expert = t.account('expert', { name: 'Eve Expert' });
    admin = t.account('admin');
    await t.register(provider, colleague, partner, rival, expert);
    tenderId = await t.publishTender({ title: 'Home care framework, Leeds' });
    consortiumId = randomUUID();
    await t.consortiums.publish(
      createEvent(ConsortiumEvents.ConsortiumCreated, {
        aggregateId: consortiumId,
        payload: { consortiumId, name: 'Leeds care alliance', ownerAccountId: provider.id, ownerCompanyId: provider.companyId },
      }),
      createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
        aggregateId: consortiumId,
        payload: {
          requestId: randomUUID(),
          consortiumId,
          consortiumName: 'Leeds care alliance',
          accountId: partner.id,
          companyId: partner.companyId!,
          companyName: 'Pine Partners',
          fromAccountId: provider.id,
          status: 'Approve',
        },
      }),
    );
    await eventually('consortium members', async () => {
      const rows = (await t.db.query('SELECT count(*)::int AS n FROM bids.consortium_member WHERE consortium_id = $1', [
        consortiumId,
      ])) as Array<{
        n: number;
      }>;
      return rows[0].n === 2;
    });
  });
  afterAll(() => t?.close());

  const req = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who: TestAccount | null,
    body?: unknown,
    headers?: Record<string, string>,
  ) => call(t.app, method, `/api${url}`, { token: who?.token, body, headers });
  const newWorkspace = async (sections: Array<{ title: string; body?: string }> = [], extra: Record<string, unknown> = {}) => {
    const res = await req('POST', '/workspace/create', provider, {
      name: 'Leeds bid',
      tender: tenderId,
      sections,
      consortium: consortiumId,
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body.workspace;
  };
  const section = (wsId: string, sectionId: string, who: TestAccount, body: Record<string, unknown>) =>
    req('PATCH', `/workspace/${wsId}/sections/${sectionId}`, who, body);
  const approve = async (wsId: string, sectionId: string, from = 1) => {
    let version = from;
    for (const status of ['drafting', 'in-review', 'approved']) {
      const res = await section(wsId, sectionId, provider, { status, version });
      expect([status, res.status]).toEqual([status, 200]);
      version += 1;
    }
  };

  describe('no lost update', () => {
    it('answers the version as ETag and field; of two writes from the same version one lands and one gets 409 with the current state', async () => {
      const ws = await newWorkspace([{ title: 'Method' }]);
      const read = await req('GET', `/workspace/${ws.id}`, colleague);
      expect(read.status).toBe(200);
      expect(read.headers.etag).toBe('"1"');
      expect(read.body.workspace.version).toBe(1);

      const [a, b] = await Promise.all([
        req('PATCH', `/workspace/update/${ws.id}`, provider, { name: 'From Ann' }, { 'if-match': '"1"' }),
        req('PATCH', `/workspace/update/${ws.id}`, colleague, { description: 'From Carl', version: 1 }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const lost = a.status === 409 ? a : b;
      const won = a.status === 200 ? a : b;
      expect(lost.body.code).toBe('WORKSPACE.STALE');
      expect(lost.body.details.current).toEqual(won.body.workspace);
      expect(won.headers.etag).toBe('"2"');

      // Stale by sequence too; the loser re-applies from the current version and lands.
      const stale = await req('PATCH', `/workspace/update/${ws.id}`, colleague, { name: 'Old view', version: 1 });
      expect(stale.status).toBe(409);
      const reapplied = await req('PATCH', `/workspace/update/${ws.id}`, colleague, {
        name: 'Old view',
        version: stale.body.details.current.version,
      });
      expect([reapplied.status, reapplied.body.workspace.version]).toEqual([200, 3]);
    });

    it('refuses writes without a version (400) and garbage versions (400)', async () => {
      const ws = await newWorkspace([{ title: 'Method' }]);
      const none = await req('PATCH', `/workspace/update/${ws.id}`, provider, { name: 'X' });
      expect([none.status, none.body.code]).toEqual([400, 'WORKSPACE.VERSION_REQUIRED']);
      expect((await req('PATCH', `/workspace/update/${ws.id}`, provider, { name: 'X' }, { 'if-match': '*' })).status).toBe(400);
      expect((await req('PATCH', `/workspace/update/${ws.id}`, provider, { name: 'X', version: 'one' })).status).toBe(400);
      expect((await req('PATCH', `/workspace/update/${ws.id}`, provider, { name: 'X', version: 2 }, { 'if-match': '"1"' })).status).toBe(
        400,
      );
      expect((await section(ws.id, ws.sections[0].id, provider, { title: 'Y' })).status).toBe(400);
    });

    it('ten concurrent adds leave ten sections', async () => {
      const ws = await newWorkspace();
      const people = [provider, colleague, partner, provider, colleague, partner, provider, colleague, partner, provider];
      const answers = await Promise.all(people.map((who, i) => req('POST', `/workspace/${ws.id}/sections`, who, { title: `Part ${i}` })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      const now = (await req('GET', `/workspace/${ws.id}`, provider)).body.workspace;
      expect(now.sections.map((s: { title: string }) => s.title).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Part ${i}`).sort());
      expect(now.version).toBe(11);
    });

    it('merges PATCH sections by id: sections it does not mention stay; removal, reorder and retitle take versions', async () => {
      const ws = await newWorkspace([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
      const [a, b, c] = ws.sections;
      const merged = await req('PATCH', `/workspace/update/${ws.id}`, provider, {
        version: 1,
        sections: [{ id: b.id, title: 'B2', body: 'text' }, { title: 'D' }],
      });
      expect(merged.body.workspace.sections.map((s: { title: string }) => s.title)).toEqual(['A', 'B2', 'C', 'D']);

      const order = [c.id, b.id, a.id, merged.body.workspace.sections[3].id];
      expect((await req('PUT', `/workspace/${ws.id}/sections/order`, provider, { order, version: 1 })).status).toBe(409);
      expect((await req('PUT', `/workspace/${ws.id}/sections/order`, provider, { order: order.slice(1), version: 2 })).status).toBe(400);
      const reordered = await req('PUT', `/workspace/${ws.id}/sections/order`, provider, { order, version: 2 });
      expect(reordered.body.workspace.sections.map((s: { title: string }) => s.title)).toEqual(['C', 'B2', 'A', 'D']);

      // Two people retitle the same section from version 1: one lands, one 409; another section is unaffected.
      const [r1, r2, other] = await Promise.all([
        section(ws.id, a.id, provider, { title: 'A by Ann', version: 1 }),
        section(ws.id, a.id, partner, { title: 'A by Pia', version: 1 }),
        section(ws.id, c.id, colleague, { title: 'C by Carl', version: 1 }),
      ]);
      expect([r1.status, r2.status].sort()).toEqual([200, 409]);
      expect(other.status).toBe(200);

      expect((await req('DELETE', `/workspace/${ws.id}/sections/${b.id}?version=1`, provider)).status).toBe(409);
      const removed = await req('DELETE', `/workspace/${ws.id}/sections/${b.id}?version=2`, provider);
      expect(removed.body.workspace.sections.map((s: { id: string }) => s.id)).not.toContain(b.id);
      expect((await req('DELETE', `/workspace/${ws.id}/sections/${randomUUID()}?version=1`, provider)).status).toBe(404);
    });
  });

  describe('teamwork', () => {
    it('assigns a section to a member with a due date (event for notifications), refuses outsiders, moves statuses by the rules', async () => {
      const ws = await newWorkspace([{ title: 'Method' }]);
      const s = ws.sections[0];
      expect((await section(ws.id, s.id, provider, { assigneeAccountId: rival.id, version: 1 })).status).toBe(400);
      const assigned = await section(ws.id, s.id, provider, { assigneeAccountId: partner.id, dueDate: '2027-03-01', version: 1 });
      expect(assigned.status).toBe(200);
      expect(assigned.body.workspace.sections[0]).toMatchObject({ assigneeAccountId: partner.id, dueDate: '2027-03-01', version: 2 });
      const event = (await outboxEvents(t.db, BidEvents.WorkspaceSectionAssigned.type)).find((e) => e.payload.workspaceId === ws.id)!;
      expect(event.payload).toEqual({
        workspaceId: ws.id,
        workspaceName: 'Leeds bid',
        sectionId: s.id,
        sectionTitle: 'Method',
        assigneeAccountId: partner.id,
        dueDate: '2027-03-01',
        assignedBy: provider.id,
        assignedByName: 'Ann Amber',
        tenderTitle: 'Home care framework, Leeds',
      });
      const skip = await section(ws.id, s.id, provider, { status: 'approved', version: 2 });
      expect([skip.status, skip.body.message]).toEqual([409, 'A section cannot move from todo to approved.']);
      expect((await section(ws.id, s.id, provider, { dueDate: '2027-13-01', version: 2 })).status).toBe(400);
      expect((await section(ws.id, s.id, provider, { limit: { unit: 'lines', max: 3 }, version: 2 })).status).toBe(400);
      expect((await section(ws.id, s.id, provider, { status: 'drafting', version: 2 })).status).toBe(200);
      const versions = (await req('GET', `/workspace/${ws.id}/versions`, provider)).body.versions;
      expect(versions.map((v: { reason: string }) => v.reason)).toEqual(['status']);
    });

    it('enforces the submission checklist before "submitted", naming what fails', async () => {
      const ws = await newWorkspace([
        { title: 'Method', body: 'one two three four' },
        { title: 'Price', body: '£450' },
      ]);
      const [method, price] = ws.sections;
      await section(ws.id, method.id, provider, { limit: { unit: 'words', max: 3 }, version: 1 });
      await approve(ws.id, method.id, 2);
      let checklist = (await req('GET', `/workspace/${ws.id}/checklist`, colleague)).body;
      expect(checklist.ready).toBe(false);
      const byKey = Object.fromEntries(checklist.checklist.map((i: { key: string }) => [i.key, i]));
      expect(byKey['within-limits'].failing).toEqual([{ sectionId: method.id, title: 'Method' }]);
      expect(byKey['sections-approved'].failing).toEqual([{ sectionId: price.id, title: 'Price' }]);

      let version = (await req('GET', `/workspace/${ws.id}`, provider)).body.workspace.version;
      const review = await req('PATCH', `/workspace/update/${ws.id}`, provider, { status: 'in-review', version });
      expect(review.status).toBe(200);
      const refused = await req('PATCH', `/workspace/update/${ws.id}`, provider, {
        status: 'submitted',
        version: review.body.workspace.version,
      });
      expect([refused.status, refused.body.code]).toEqual([409, 'WORKSPACE.CHECKLIST_FAILED']);
      expect(refused.body.message).toMatch(/1 section\(s\) over their limit/);

      version = refused.body.details.checklist ? review.body.workspace.version : 0;
      const trimmed = await req('PATCH', `/workspace/update/${ws.id}`, provider, {
        version,
        sections: [{ id: method.id, title: 'Method', body: 'one two three' }],
      });
      expect(trimmed.status).toBe(200);
      await approve(ws.id, price.id, 1);
      checklist = (await req('GET', `/workspace/${ws.id}/checklist`, provider)).body;
      expect(checklist.ready).toBe(true);
      version = (await req('GET', `/workspace/${ws.id}`, provider)).body.workspace.version;
      expect((await req('PATCH', `/workspace/update/${ws.id}`, provider, { status: 'submitted', version })).body.workspace.status).toBe(
        'submitted',
      );
    });

    it('comments on a section and a text range with mentions, resolves and reopens, and logs the activity', async () => {
      const ws = await newWorkspace([{ title: 'Method', body: 'We will deliver care in Leeds.' }]);
      const s = ws.sections[0];
      const anchored = await req('POST', `/workspace/${ws.id}/comments`, partner, {
        sectionId: s.id,
        body: 'Which wards? @Eve',
        anchor: { start: 8, end: 20 },
        mentions: [provider.id, colleague.id],
      });
      expect(anchored.status).toBe(201);
      expect(anchored.body.comment).toMatchObject({
        sectionId: s.id,
        author: { accountId: partner.id, name: 'Pia Pine' },
        anchor: { start: 8, end: 20, quote: 'deliver care' },
        mentions: [provider.id, colleague.id],
        resolvedAt: null,
      });
      const mention = (await outboxEvents(t.db, BidEvents.WorkspaceCommentMentioned.type)).find(
        (e) => e.payload.commentId === anchored.body.comment.id,
      )!;
      expect(mention.payload).toMatchObject({
        mentionedAccountIds: [provider.id, colleague.id],
        authorName: 'Pia Pine',
        sectionTitle: 'Method',
      });

      expect(
        (await req('POST', `/workspace/${ws.id}/comments`, provider, { sectionId: s.id, body: 'x', mentions: [rival.id] })).status,
      ).toBe(400);
      expect(
        (await req('POST', `/workspace/${ws.id}/comments`, provider, { sectionId: s.id, body: 'x', anchor: { start: 5, end: 500 } }))
          .status,
      ).toBe(400);
      expect((await req('POST', `/workspace/${ws.id}/comments`, provider, { sectionId: randomUUID(), body: 'x' })).status).toBe(404);
      expect((await req('POST', `/workspace/${ws.id}/comments`, provider, { sectionId: s.id, body: '   ' })).status).toBe(400);
      const plain = await req('POST', `/workspace/${ws.id}/comments`, colleague, { sectionId: s.id, body: 'Looks good' });
      expect(plain.body.comment.anchor).toBeNull();

      const resolved = await req('PATCH', `/workspace/${ws.id}/comments/${anchored.body.comment.id}`, provider, { resolved: true });
      expect(resolved.body.comment).toMatchObject({ resolvedBy: provider.id, resolvedAt: expect.any(String) });
      expect(
        (await req('GET', `/workspace/${ws.id}/comments?resolved=false`, provider)).body.comments.map((c: { id: string }) => c.id),
      ).toEqual([plain.body.comment.id]);
      const reopened = await req('PATCH', `/workspace/${ws.id}/comments/${anchored.body.comment.id}`, partner, { resolved: false });
      expect(reopened.body.comment.resolvedAt).toBeNull();
      expect((await req('GET', `/workspace/${ws.id}/comments`, provider)).body.comments).toHaveLength(2);

      const activity = (await req('GET', `/workspace/${ws.id}/activity`, partner)).body.activity;
      expect(activity.map((a: { kind: string }) => a.kind)).toEqual([
        'comment-reopened',
        'comment-resolved',
        'comment-added',
        'comment-added',
      ]);
      expect(activity[0].actor).toEqual({ accountId: partner.id, name: 'Pia Pine' });
    });
  });

  describe('version history', () => {
    it('saves named versions, diffs two versions per section, restores a section or the whole workspace as new versions', async () => {
      const ws = await newWorkspace([
        { title: 'Method', body: 'We will deliver care.' },
        { title: 'Price', body: '£450' },
      ]);
      const [method, price] = ws.sections;
      const v1 = await req('POST', `/workspace/${ws.id}/versions`, colleague, { name: 'First draft' });
      expect(v1.body.version).toMatchObject({ number: 1, name: 'First draft', reason: 'named', createdBy: colleague.id });
      await req('PATCH', `/workspace/update/${ws.id}`, provider, {
        version: 1,
        sections: [{ id: method.id, title: 'Method', body: 'We will deliver home care.' }],
      });
      await req('DELETE', `/workspace/${ws.id}/sections/${price.id}?version=1`, provider);
      await req('POST', `/workspace/${ws.id}/versions`, colleague, { name: 'Second' });

      const diff = (await req('GET', `/workspace/${ws.id}/versions/diff?from=1&to=2`, provider)).body.diff;
      expect(diff.sections.map((s: { sectionId: string; change: string }) => [s.sectionId, s.change])).toEqual([
        [method.id, 'changed'],
        [price.id, 'removed'],
      ]);
      expect(diff.sections[0].body).toEqual([
        { op: 'equal', text: 'We will deliver ' },
        { op: 'insert', text: 'home ' },
        { op: 'equal', text: 'care.' },
      ]);
      expect((await req('GET', `/workspace/${ws.id}/versions/diff?from=1`, provider)).body.diff.to).toBe(0);
      expect((await req('GET', `/workspace/${ws.id}/versions/diff?from=9`, provider)).status).toBe(404);
      expect((await req('GET', `/workspace/${ws.id}/versions/diff?from=x`, provider)).status).toBe(400);

      let version = (await req('GET', `/workspace/${ws.id}`, provider)).body.workspace.version;
      const sectionBack = await req('POST', `/workspace/${ws.id}/versions/1/restore`, provider, { sectionId: price.id, version });
      expect(sectionBack.status).toBe(200);
      expect(sectionBack.body.workspace.sections.map((s: { title: string; body: string }) => [s.title, s.body])).toEqual([
        ['Method', 'We will deliver home care.'],
        ['Price', '£450'],
      ]);
      version = sectionBack.body.workspace.version;
      expect((await req('POST', `/workspace/${ws.id}/versions/1/restore`, provider, { version: version - 1 })).status).toBe(409);
      const whole = await req('POST', `/workspace/${ws.id}/versions/1/restore`, provider, { version });
      expect(whole.body.workspace.sections.map((s: { body: string }) => s.body)).toEqual(['We will deliver care.', '£450']);
      const versions = (await req('GET', `/workspace/${ws.id}/versions`, provider)).body.versions;
      expect(versions.map((v: { number: number; reason: string }) => [v.number, v.reason])).toEqual([
        [4, 'restore'],
        [3, 'restore'],
        [2, 'named'],
        [1, 'named'],
      ]);
      // At most 2000 versions per workspace (each holds the whole text): past it, 409.
      await t.db.query(
        `INSERT INTO bids.workspace_version (workspace_id, number, reason, snapshot, created_by)
         SELECT $1, n, 'named', '{}'::jsonb, $2 FROM generate_series(5, 2000) n`,
        [ws.id, provider.id],
      );
      const full = await req('POST', `/workspace/${ws.id}/versions`, colleague, { name: 'One too many' });
      expect([full.status, full.body.code]).toEqual([409, 'WORKSPACE.TOO_MANY_VERSIONS']);
      // Nothing was destroyed: version 2 still holds the text the restore replaced.
      const back = (await req('GET', `/workspace/${ws.id}/versions/diff?from=2`, provider)).body.diff;
      expect(back.sections[0].change).toBe('changed');
    });
  });

  describe('answer library', () => {
    it("saves approved sections to the caller's company's library, finds them by full text, inserts them; other companies see none", async () => {
      const ws = await newWorkspace([{ title: 'Safeguarding', body: 'Our safeguarding policy protects vulnerable adults.' }]);
      const s = ws.sections[0];
      expect((await req('POST', `/workspace/${ws.id}/sections/${s.id}/library`, provider, { tags: ['policy'] })).status).toBe(409);
      await approve(ws.id, s.id);
      const saved = await req('POST', `/workspace/${ws.id}/sections/${s.id}/library`, provider, { tags: [' Policy ', 'adults'] });
      expect(saved.status).toBe(201);
      expect(saved.body.answer).toMatchObject({
        companyId: provider.companyId,
        title: 'Safeguarding',
        tags: ['policy', 'adults'],
        tender: { id: tenderId, title: 'Home care framework, Leeds' },
      });
      const partnerCopy = await req('POST', `/workspace/${ws.id}/sections/${s.id}/library`, partner, {});
      expect(partnerCopy.body.answer.companyId).toBe(partner.companyId);

      const found = await req('GET', '/workspace/library/answers?q=protecting%20vulnerable', colleague);
      expect(found.body.answers.map((a: { id: string }) => a.id)).toEqual([saved.body.answer.id]);
      expect((await req('GET', '/workspace/library/answers?q=pricing', colleague)).body.count).toBe(0);
      expect((await req('GET', '/workspace/library/answers?tag=adults', provider)).body.count).toBe(1);
      expect((await req('GET', '/workspace/library/answers', partner)).body.answers.map((a: { id: string }) => a.id)).toEqual([
        partnerCopy.body.answer.id,
      ]);
      expect((await req('GET', '/workspace/library/answers', rival)).body.count).toBe(0);
      expect((await req('GET', '/workspace/library/answers', expert)).status).toBe(403);
      expect((await req('GET', '/workspace/library/answers?limit=1000', provider)).status).toBe(400);

      const other = await newWorkspace([{ title: 'Safeguarding', body: 'Intro.' }]);
      const target = other.sections[0];
      expect(
        (
          await req('POST', `/workspace/${other.id}/sections/${target.id}/insert-answer`, partner, {
            answerId: saved.body.answer.id,
            version: 1,
          })
        ).status,
      ).toBe(404);
      const inserted = await req('POST', `/workspace/${other.id}/sections/${target.id}/insert-answer`, colleague, {
        answerId: saved.body.answer.id,
        version: 1,
      });
      expect(inserted.status).toBe(200);
      expect(inserted.body.workspace.sections[0]).toMatchObject({
        body: 'Intro.\n\nOur safeguarding policy protects vulnerable adults.',
        version: 2,
      });
      expect(
        (
          await req('POST', `/workspace/${other.id}/sections/${target.id}/insert-answer`, colleague, {
            answerId: saved.body.answer.id,
            version: 1,
          })
        ).status,
      ).toBe(409);
    });
  });

  describe('export', () => {
    it('exports the bid as DOCX: tender title, buyer, closing date, sections in order, no comments', async () => {
      const ws = await newWorkspace([
        { title: 'Method statement', body: 'We will deliver care.\nEvery day.' },
        { title: 'Pricing', body: '£450 a day' },
      ]);
      await req('POST', `/workspace/${ws.id}/comments`, provider, { sectionId: ws.sections[0].id, body: 'SECRET REVIEW NOTE' });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/workspace/${ws.id}/export.docx`,
        headers: { authorization: `Bearer ${colleague.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Leeds-bid.docx"');
      const xml = unzipEntry(res.rawPayload, 'word/document.xml')!;
      const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('|');
      expect(text).toBe(
        'Home care framework, Leeds|Leeds bid|Buyer: |Leeds City Council|Closing date: |31 March 2027 at 12:00 UTC|Method statement|We will deliver care.|Every day.|Pricing|£450 a day',
      );
      expect(xml).not.toContain('SECRET');
      const rivalExport = await t.app.inject({
        method: 'GET',
        url: `/api/workspace/${ws.id}/export.docx`,
        headers: { authorization: `Bearer ${rival.token}` },
      });
      expect(rivalExport.statusCode).toBe(403);

      // The same as PDF: compressed streams, so the check reads the document's structure and its size, and the text
      // order is proven by workspace-pdf.spec (uncompressed).
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/workspace/${ws.id}/export.pdf`,
        headers: { authorization: `Bearer ${colleague.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="Leeds-bid.pdf"');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Type \/Page\b/);
      expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    });
  });

  describe('who may do what', () => {
    it("lets the company, the consortium's member companies and accepted experts in; 403 for outsiders and admins on every new route", async () => {
      const ws = await newWorkspace([{ title: 'Method', body: 'Text' }]);
      const s = ws.sections[0];
      // The consortium partner sees it in search, reads and writes.
      expect((await req('GET', '/workspace/search', partner)).body.foundWorkspaces.map((w: { id: string }) => w.id)).toContain(ws.id);
      expect((await req('GET', `/workspace/${ws.id}`, partner)).status).toBe(200);
      const members = (await req('GET', `/workspace/${ws.id}/members`, partner)).body.members;
      expect(members.map((m: { accountId: string }) => m.accountId).sort()).toEqual([provider.id, colleague.id, partner.id].sort());
      // An expert with an accepted linked invitation is in.
      const bid = await req('POST', '/bids/create', provider, { tender: tenderId, expert: expert.id, workspace: ws.id });
      await req('PATCH', `/bids/respond-to-invitation/${bid.body.bid.id}`, expert, { status: 'Accepted' });
      expect((await req('GET', `/workspace/${ws.id}/comments`, expert)).status).toBe(200);
      // A company that is not a member cannot link its workspace to the consortium.
      expect((await req('POST', '/workspace/create', rival, { name: 'X', consortium: consortiumId })).status).toBe(403);

      const c = (await req('POST', `/workspace/${ws.id}/comments`, provider, { sectionId: s.id, body: 'hi' })).body.comment;
      const routes: Array<['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, unknown?]> = [
        ['GET', `/workspace/${ws.id}`],
        ['PATCH', `/workspace/update/${ws.id}`, { name: 'X', version: 1 }],
        ['POST', `/workspace/${ws.id}/sections`, { title: 'X' }],
        ['PUT', `/workspace/${ws.id}/sections/order`, { order: [s.id], version: 1 }],
        ['PATCH', `/workspace/${ws.id}/sections/${s.id}`, { title: 'X', version: 1 }],
        ['DELETE', `/workspace/${ws.id}/sections/${s.id}?version=1`],
        ['POST', `/workspace/${ws.id}/comments`, { sectionId: s.id, body: 'x' }],
        ['GET', `/workspace/${ws.id}/comments`],
        ['PATCH', `/workspace/${ws.id}/comments/${c.id}`, { resolved: true }],
        ['GET', `/workspace/${ws.id}/activity`],
        ['POST', `/workspace/${ws.id}/versions`, { name: 'X' }],
        ['GET', `/workspace/${ws.id}/versions`],
        ['GET', `/workspace/${ws.id}/versions/diff?from=1`],
        ['POST', `/workspace/${ws.id}/versions/1/restore`, { version: 1 }],
        ['POST', `/workspace/${ws.id}/sections/${s.id}/library`, {}],
        ['POST', `/workspace/${ws.id}/sections/${s.id}/insert-answer`, { answerId: randomUUID(), version: 1 }],
        ['GET', `/workspace/${ws.id}/export.docx`],
        ['GET', `/workspace/${ws.id}/export.pdf`],
        ['GET', `/workspace/${ws.id}/checklist`],
        ['GET', `/workspace/${ws.id}/members`],
      ];
      const outsiderExpert = t.account('expert');
      for (const [method, url, body] of routes) {
        for (const who of [rival, admin, outsiderExpert])
          expect([method, url, who.role, (await req(method, url, who, body)).status]).toEqual([method, url, who.role, 403]);
        expect([method, url, (await req(method, url, null, body)).status]).toEqual([method, url, 401]);
      }
      expect((await req('GET', `/workspace/${randomUUID()}`, provider)).status).toBe(404);
      expect((await req('GET', '/workspace/nope', provider)).status).toBe(404);
    });
  });
});
