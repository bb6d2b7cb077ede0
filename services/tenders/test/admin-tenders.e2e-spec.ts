import { Readable } from 'node:stream';
import { AdminActionEvents, TenderEvents, type AdminActionRecorded, type TenderUpdated } from '@jointly/contracts';
import { call, multipartForm } from '@jointly/common/testing';
import { emptySummary } from '../src/import/tender-importer';
import { syntheticReleases } from '../src/seed/synthetic-tenders';
import { aUser, outboxEvents, startTendersApp, type TendersTestApp } from './support/tenders-test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('admin tenders resource (ra-data-simple-rest)', () => {
  let t: TendersTestApp;
  const admin = aUser('admin');
  const provider = aUser('provider');
  const list = (query: string, token = t.token(admin)) => call(t.app, 'GET', `/api/admin/tenders?${query}`, { token });
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const count = async (where: string, params: unknown[] = []) =>
    ((await t.db.query(`SELECT count(*)::int AS n FROM tenders.tender WHERE ${where}`, params)) as Array<{ n: number }>)[0].n;
  const auditEvents = () => outboxEvents<AdminActionRecorded>(t.db, AdminActionEvents.tenders.type);

  beforeAll(async () => {
    t = await startTendersApp('admin_tenders');
    const lines = syntheticReleases(80).map((r) => `${JSON.stringify(r)}\n`);
    await t.importer.importStream(Readable.from(lines), 'synthetic.jsonl', emptySummary());
    await t.db.query(`UPDATE tenders.tender SET notice_url = NULL WHERE id IN (SELECT id FROM tenders.tender ORDER BY ocid LIMIT 7)`);
  });
  afterAll(() => t?.close());

  it('answers 401 without a token and 403 to a provider', async () => {
    expect((await call(t.app, 'GET', '/api/admin/tenders')).status).toBe(401);
    expect((await list('', t.token(provider))).status).toBe(403);
    expect((await call(t.app, 'PUT', '/api/admin/tenders/x', { token: t.token(provider), body: {} })).status).toBe(403);
  });

  it('lists a window with Content-Range, newest update first by default', async () => {
    const total = await count('true');
    const res = await list(`range=${q([0, 9])}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe(`tenders 0-9/${total}`);
    expect(res.body).toHaveLength(10);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'id',
        'ocid',
        'title',
        'description',
        'buyerName',
        'status',
        'value',
        'currency',
        'closingDate',
        'publishedDate',
        'cpvCodes',
        'regions',
        'noticeUrl',
        'procurementMethod',
        'documents',
        'publisher',
        'updatedAt',
        'editedFields',
      ].sort(),
    );
    expect(res.body[0].cpvCodes[0]).toEqual({ code: expect.stringMatching(/^\d{8}$/), label: expect.any(String) });
    const page2 = await list(`range=${q([10, 14])}`);
    expect(page2.headers['content-range']).toBe(`tenders 10-14/${total}`);
    expect(page2.body.map((x: { id: string }) => x.id)).not.toContain(res.body[0].id);
    const beyond = await list(`range=${q([1000, 1009])}`);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`tenders */${total}`);
  });

  it('sorts by value, closing date and title, both ways', async () => {
    const values = (await list(`sort=${q(['value', 'ASC'])}&range=${q([0, 79])}`)).body.map((x: { value: number | null }) => x.value);
    const numbers = values.filter((v: number | null): v is number => v !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(values.slice(0, values.length - numbers.length).every((v: unknown) => v === null)).toBe(true);
    const closing = (await list(`sort=${q(['closingDate', 'DESC'])}&range=${q([0, 20])}`)).body.map(
      (x: { closingDate: string }) => x.closingDate,
    );
    expect(closing.filter(Boolean)).toEqual([...closing.filter(Boolean)].sort().reverse());
    const titles = (await list(`sort=${q(['title', 'ASC'])}&range=${q([0, 9])}`)).body.map((x: { id: string }) => x.id);
    const expected = (await t.db.query('SELECT id FROM tenders.tender ORDER BY title ASC, id LIMIT 10')) as Array<{ id: string }>;
    expect(titles).toEqual(expected.map((r) => r.id));
  });

  it('filters with the search semantics: q (websearch), status, cpv prefix, region, buyer, dates, value, noLink', async () => {
    const total = (filter: object) =>
      list(`filter=${q(filter)}`).then((r) => {
        expect(r.status).toBe(200);
        return Number(String(r.headers['content-range']).split('/')[1]);
      });
    const search = await call(t.app, 'GET', '/api/tender/search?query=care&includeAll=true');
    expect(await total({ q: 'care' })).toBe(search.body.count);
    expect(await total({ q: 'care -home' })).toBeLessThan(search.body.count);
    expect(await total({ status: 'active' })).toBe(await count(`status = 'active'`));
    expect(await total({ status: ['closed', 'awarded'] })).toBe(await count(`status IN ('closed', 'awarded')`));
    expect(await total({ cpv: '85' })).toBe(await count(`EXISTS (SELECT 1 FROM unnest(cpv_codes) c WHERE c LIKE '85%')`));
    const [{ region }] = (await t.db.query(
      'SELECT regions[1] AS region FROM tenders.tender WHERE cardinality(regions) > 0 LIMIT 1',
    )) as Array<{
      region: string;
    }>;
    expect(await total({ region })).toBe(await count(`$1 = ANY(regions)`, [region]));
    expect(await total({ buyer: 'council' })).toBe(await count(`buyer_name ILIKE '%council%'`));
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await total({ closingFrom: from })).toBe(await count(`closing_date >= $1::date`, [from]));
    expect(await total({ valueMin: 100000, valueMax: 1000000 })).toBe(await count('value_amount BETWEEN 100000 AND 1000000'));
    expect(await total({ noLink: true })).toBe(7);
    expect(await total({ noLink: true, status: 'active' })).toBe(await count(`notice_url IS NULL AND status = 'active'`));
  });

  it('getMany: filter id lists exactly those records', async () => {
    const [a, b] = (await list(`range=${q([0, 1])}`)).body as Array<{ id: string }>;
    const res = await list(`filter=${q({ id: [a.id, b.id] })}`);
    expect(res.body.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.headers['content-range']).toBe('tenders 0-1/2');
  });

  it('shows one tender by id or ocid; 404 otherwise', async () => {
    const [first] = (await list(`range=${q([0, 0])}`)).body as Array<{ id: string; ocid: string }>;
    expect((await call(t.app, 'GET', `/api/admin/tenders/${first.id}`, { token: t.token(admin) })).body).toMatchObject({ id: first.id });
    expect((await call(t.app, 'GET', `/api/admin/tenders/${first.ocid}`, { token: t.token(admin) })).body.id).toBe(first.id);
    expect((await call(t.app, 'GET', '/api/admin/tenders/8b0c5a8e-1111-4222-8333-944444444444', { token: t.token(admin) })).status).toBe(
      404,
    );
  });

  it.each([
    ['sort=["nope","ASC"]', /sort field must be one of title, closingDate, publishedDate, value, updatedAt/],
    ['sort=["title","UP"]', /sort order must be ASC or DESC/],
    ['range=[5,1]', /range must be \[start, end\]/],
    ['range=oops', /range must be JSON/],
    ['filter={"colour":"red"}', /Unknown filter colour/],
    ['filter={"status":"bogus"}', /status/],
    ['filter={"valueMin":"lots"}', /valueMin must be an amount/],
    ['filter={"valueMin":500,"valueMax":100}', /valueMin \(500\) must not be above valueMax/],
    ['filter={"closingFrom":"31/12/2026"}', /closingFrom must be a date/],
    ['filter={"cpv":"xx"}', /cpv must be CPV codes/],
    ['filter={"noLink":"maybe"}', /noLink must be true or false/],
    ['filter={"id":"not-a-uuid"}', /filter id must be a tender id/],
  ])('400 for %s', async (query, message) => {
    const [key, value] = query.split(/=(.*)/s);
    const res = await list(`${key}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('PUT with the whole JSON record edits only what changed, through the update command (TenderUpdated + audit)', async () => {
    const [record] = (await list(`filter=${q({ status: 'active' })}&range=${q([0, 0])}`)).body;
    const auditBefore = (await auditEvents()).length;
    const res = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...record, title: 'Domiciliary care framework – corrected title', value: 125000 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: record.id, title: 'Domiciliary care framework – corrected title', value: 125000 });
    expect(res.body.editedFields).toEqual(['title', 'value']);
    const updated = await outboxEvents<TenderUpdated>(t.db, TenderEvents.TenderUpdated.type);
    expect(updated.at(-1)!.payload).toMatchObject({ tenderId: record.id, changedFields: ['title', 'value'] });
    const audit = await auditEvents();
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.at(-1)!.actorId).toBe(admin.id);
    expect(audit.at(-1)!.payload).toMatchObject({
      service: 'tenders',
      action: 'tender.update',
      resource: 'tenders',
      resourceId: record.id,
      actorEmail: admin.email,
      changes: {
        title: { from: record.title, to: 'Domiciliary care framework – corrected title' },
        value: { from: record.value, to: 125000 },
      },
    });
    const again = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, { token: t.token(admin), body: res.body });
    expect(again.status).toBe(200);
    expect((await auditEvents()).length).toBe(auditBefore + 1);
  });

  it('PUT edits every field of the shared editable list: procurement method and regions too (regions in any order are no change)', async () => {
    const [record] = (await list(`filter=${q({ status: 'active' })}&range=${q([1, 1])}`)).body;
    const method = record.procurementMethod === 'selective' ? 'limited' : 'selective';
    const res = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...record, procurementMethod: method, regions: ['Wales', 'UKM82'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ procurementMethod: method, regions: ['Wales', 'Scotland'] });
    expect(res.body.editedFields).toEqual(expect.arrayContaining(['procurementMethod', 'regions']));
    const updated = await outboxEvents<TenderUpdated>(t.db, TenderEvents.TenderUpdated.type);
    expect(updated.at(-1)!.payload).toMatchObject({ tenderId: record.id, regions: ['Wales', 'Scotland'] });
    const auditBefore = (await auditEvents()).length;
    const same = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...res.body, regions: ['Scotland', 'Wales'] },
    });
    expect(same.status).toBe(200);
    expect((await auditEvents()).length).toBe(auditBefore);
  });

  it('an edit no consumer of TenderUpdated reads (notice link, description) is audited but publishes no TenderUpdated (no re-rating)', async () => {
    const [record] = (await list(`filter=${q({ status: 'active' })}&range=${q([2, 2])}`)).body;
    const updatedBefore = (await outboxEvents<TenderUpdated>(t.db, TenderEvents.TenderUpdated.type)).length;
    const auditBefore = (await auditEvents()).length;
    const res = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...record, noticeUrl: 'https://notices.example.org/moved', description: 'Corrected description' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ noticeUrl: 'https://notices.example.org/moved', description: 'Corrected description' });
    expect((await auditEvents()).length).toBe(auditBefore + 1);
    expect(await outboxEvents<TenderUpdated>(t.db, TenderEvents.TenderUpdated.type)).toHaveLength(updatedBefore);
    const rescored = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...res.body, value: 99000 },
    });
    expect(rescored.status).toBe(200);
    const updated = await outboxEvents<TenderUpdated>(t.db, TenderEvents.TenderUpdated.type);
    expect(updated).toHaveLength(updatedBefore + 1);
    expect(updated.at(-1)!.payload).toMatchObject({ tenderId: record.id, value: 99000, changedFields: ['value'] });
  });

  it('PUT as multipart attaches documents (magic bytes checked) and answers them in the record', async () => {
    const [record] = (await list(`range=${q([3, 3])}`)).body;
    const form = multipartForm(
      { title: 'Care home beds – with specification', noticeUrl: 'https://notices.example.org/1' },
      {
        field: 'documents',
        name: 'specification.pdf',
        type: 'application/pdf',
        bytes: PDF,
      },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tenders/${record.id}`,
      headers: { ...form.headers, authorization: `Bearer ${t.token(admin)}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Care home beds – with specification', noticeUrl: 'https://notices.example.org/1' });
    const doc = body.documents.find((d: { name: string }) => d.name === 'specification.pdf');
    expect(doc).toMatchObject({
      contentType: 'application/pdf',
      size: PDF.length,
      url: expect.stringMatching(/^\/api\/tender\/document\//),
    });
    const download = await t.app.inject({ method: 'GET', url: doc.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await auditEvents()).at(-1)!.payload.changes).toMatchObject({ documents: { from: null, to: ['specification.pdf'] } });
  });

  it('a failed edit answers the domain message and records nothing', async () => {
    const [record] = (await list(`range=${q([4, 4])}`)).body;
    const before = (await auditEvents()).length;
    const bad = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...record, status: 'bogus' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status must be one of planned, active, closed, awarded, cancelled/);
    const unknown = await call(t.app, 'PUT', `/api/admin/tenders/${record.id}`, {
      token: t.token(admin),
      body: { ...record, colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/"colour" cannot be edited/);
    const exe = multipartForm(
      { title: 'x y z' },
      { field: 'documents', name: 'tool.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00binary') },
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tenders/${record.id}`,
      headers: { ...exe.headers, authorization: `Bearer ${t.token(admin)}` },
      payload: exe.payload,
    });
    // An upload refused by its content answers 415 Unsupported Media Type (common upload checks), and records nothing.
    expect(refused.statusCode).toBe(415);
    expect((await auditEvents()).length).toBe(before);
    expect((await call(t.app, 'GET', `/api/admin/tenders/${record.id}`, { token: t.token(admin) })).body.title).toBe(record.title);
  });

  it('POST and DELETE answer 405 with a message', async () => {
    const post = await call(t.app, 'POST', '/api/admin/tenders', { token: t.token(admin), body: { title: 'x' } });
    expect(post.status).toBe(405);
    expect(post.body.message).toMatch(/cannot create/);
    const [record] = (await list(`range=${q([0, 0])}`)).body;
    expect((await call(t.app, 'DELETE', `/api/admin/tenders/${record.id}`, { token: t.token(admin) })).status).toBe(405);
  });
});
