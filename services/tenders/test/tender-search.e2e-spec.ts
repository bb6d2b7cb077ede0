import { isOpenTender } from '@jointly/contracts';
import { type FormFile, call, multipartForm } from '@jointly/common/testing';
import { resolveInputs } from '../src/import/ocds-inputs';
import { OCDS_DIR, countIndependently } from './support/ocds-counter';
import { TendersTestApp, aUser, startTendersApp } from './support/tenders-test-app';

const admin = aUser('admin');
const provider = aUser('provider');
const DAY = 86_400_000;

/** A minimal PDF (magic bytes are what the upload check reads). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('tender search API on the imported real data', () => {
  let t: TendersTestApp;
  let adminToken: string;
  let providerToken: string;
  const expected = countIndependently();
  const get = (url: string, token?: string) => call(t.app, 'GET', url, { token });
  const ids = async (url: string) => ((await get(url)).body.foundTenders as Array<{ id: string }>).map((x) => x.id);
  const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);
  const patch = async (id: string, fields: Record<string, string>, files: FormFile[] = [], token = adminToken) => {
    const form = multipartForm(fields, ...files);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/tender/update/${id}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** Tenders made open for the default search: [ocid, days until closing]. */
  const OPENED: Array<[string, number]> = [
    ['ocds-h6vhtk-078219', 3], // Aldbanks supported living (health, East of England)
    ['ocds-r6ebe6-0000581860', 20], // electrical inspection, Glasgow
    ['ocds-kuma6s-000-00000000', 0], // placeholder replaced below by a Welsh one
  ];
  const openIds: string[] = [];
  /** Open tenders after the edits: the three opened plus the real ones still open (Sell2Wales DPS closing in 2029). */
  let openCount = 0;

  beforeAll(async () => {
    t = await startTendersApp('search');
    adminToken = t.token(admin);
    providerToken = t.token(provider);
    const summary = await t.importer.importInputs(resolveInputs([OCDS_DIR]).inputs);
    expect(summary.created).toBe(expected.tenderOcids.size);
    const [welsh] = await sql(
      `SELECT ocid FROM tenders.tender WHERE ocid LIKE 'ocds-kuma6s-%' AND 'Wales' = ANY(regions) AND value_amount > 100000 ORDER BY ocid LIMIT 1`,
    );
    OPENED[2] = [welsh.ocid, 45];
    for (const [ocid, days] of OPENED) {
      const [{ id }] = await sql('SELECT id FROM tenders.tender WHERE ocid = $1', [ocid]);
      const res = await patch(id, { status: 'active', closingDate: new Date(Date.now() + days * DAY + 3_600_000).toISOString() });
      expect(res.status).toBe(200);
      openIds.push(id);
    }
    [{ openCount }] = await sql(
      `SELECT count(*)::int AS "openCount" FROM tenders.tender WHERE status = 'active' AND (closing_date > now() OR closing_date IS NULL)`,
    );
    expect(openCount).toBeGreaterThanOrEqual(OPENED.length);
  });
  afterAll(() => t?.close());

  describe('GET /tender/search', () => {
    it('lists open tenders only by default (active, closing in the future), with the spec shape', async () => {
      const res = await get('/api/tender/search');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining(['foundTenders', 'count', 'currentPage', 'totalPages', 'countIsEstimate']),
      );
      expect(res.body).toMatchObject({ count: openCount, currentPage: 1, totalPages: 1, countIsEstimate: false });
      expect(res.body.foundTenders.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining(openIds));
      // The one meaning of open (contracts' isOpenTender): active, closing later or undated; planned notices are not open.
      for (const item of res.body.foundTenders) {
        expect(item.closingDate === null || item.closingDate > new Date().toISOString()).toBe(true);
        expect(isOpenTender(item)).toBe(true);
      }
      expect(res.body.foundTenders[0]).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          title: expect.any(String),
          buyerName: expect.any(String),
          closingDate: expect.any(String),
          status: 'active',
        }),
      );
    });

    it('includes every status and date with includeAll=true; counts are exact', async () => {
      const res = await get('/api/tender/search?includeAll=true&limit=1');
      expect(res.body).toMatchObject({ count: expected.tenderOcids.size, totalPages: expected.tenderOcids.size, countIsEstimate: false });
    });

    it('finds keywords with English stemming, ranks title matches first and highlights them', async () => {
      const res = await get('/api/tender/search?query=supported%20living&includeAll=true&limit=20');
      expect(res.body.count).toBeGreaterThan(1);
      const top = res.body.foundTenders[0];
      expect(top.title.toLowerCase()).toContain('supported living');
      expect(top.titleHighlight).toMatch(/<mark>Supported<\/mark> <mark>Living<\/mark>/i);
      expect(res.body.sort).toBe('relevance');
      // "cleaned" finds "Cleaning Services" (both stem to "clean").
      const cleaned = await get('/api/tender/search?query=cleaned&includeAll=true&limit=100');
      expect(cleaned.body.matchedApproximately).toBe(false);
      expect(cleaned.body.foundTenders.some((x: { title: string }) => /\bcleaning\b/i.test(x.title))).toBe(true);
    });

    it('escapes stored text in highlights and snippets', async () => {
      const res = await get('/api/tender/search?query=services&includeAll=true&limit=50');
      for (const item of res.body.foundTenders) {
        expect(item.titleHighlight.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
        if (item.snippet) expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }
    });

    it('understands web-search syntax: "phrases", OR and -exclusions', async () => {
      const phrase = await get('/api/tender/search?query=%22social%20care%22&includeAll=true&limit=100');
      const words = await get('/api/tender/search?query=social%20care&includeAll=true&limit=100');
      expect(phrase.body).toMatchObject({ matchedApproximately: false });
      expect(phrase.body.count).toBeGreaterThan(0);
      expect(phrase.body.count).toBeLessThan(words.body.count);
      const either = await get('/api/tender/search?query=catering%20OR%20cleaning&includeAll=true&limit=1');
      const catering = await get('/api/tender/search?query=catering&includeAll=true&limit=1');
      const cleaning = await get('/api/tender/search?query=cleaning&includeAll=true&limit=1');
      expect(either.body.count).toBeGreaterThanOrEqual(Math.max(catering.body.count, cleaning.body.count));
      expect(either.body.count).toBeLessThanOrEqual(catering.body.count + cleaning.body.count);
      const without = await get('/api/tender/search?query=care%20-children&includeAll=true&limit=100');
      const care = await get('/api/tender/search?query=care&includeAll=true&limit=1');
      expect(without.body.count).toBeLessThan(care.body.count);
      for (const item of without.body.foundTenders) expect(item.title.toLowerCase()).not.toContain('children');
    });

    it('matches the buyer (weight B) as well as the title', async () => {
      const res = await get('/api/tender/search?query=Merton&includeAll=true');
      expect(res.body.count).toBeGreaterThan(0);
      expect(res.body.foundTenders[0].buyerName).toBe('London Borough of Merton');
    });

    it('falls back to partial and misspelt words (trigram, prefix) when nothing matches exactly', async () => {
      const misspelt = await get('/api/tender/search?query=physiotherapyy&includeAll=true');
      expect(misspelt.body).toMatchObject({ matchedApproximately: true });
      expect(misspelt.body.foundTenders[0].title).toMatch(/physiotherapy/i);
      const partial = await get('/api/tender/search?query=physio&includeAll=true');
      expect(partial.body.matchedApproximately).toBe(true);
      expect(partial.body.foundTenders.some((x: { title: string }) => /physiotherapy/i.test(x.title))).toBe(true);
      const buyer = await get('/api/tender/search?query=Northumbrland&includeAll=true');
      expect(buyer.body.foundTenders.some((x: { buyerName: string }) => /Northumberland/.test(x.buyerName))).toBe(true);
      const exact = await get('/api/tender/search?query=physiotherapy&includeAll=true');
      expect(exact.body.matchedApproximately).toBe(false);
    });

    it('pages with page and limit (default 10) without overlap', async () => {
      const first = await get('/api/tender/search?includeAll=true');
      expect(first.body.foundTenders).toHaveLength(10);
      const p1 = await ids('/api/tender/search?includeAll=true&limit=7&page=1');
      const p2 = await ids('/api/tender/search?includeAll=true&limit=7&page=2');
      const both = await ids('/api/tender/search?includeAll=true&limit=14&page=1');
      expect(p1).toHaveLength(7);
      expect([...p1, ...p2]).toEqual(both);
      const last = await get(`/api/tender/search?includeAll=true&limit=100&page=${Math.ceil(expected.tenderOcids.size / 100)}`);
      expect(last.body.foundTenders).toHaveLength(expected.tenderOcids.size % 100 || 100);
      const beyond = await get(`/api/tender/search?includeAll=true&limit=100&page=${Math.ceil(expected.tenderOcids.size / 100) + 1}`);
      expect(beyond.body).toMatchObject({ foundTenders: [], count: expected.tenderOcids.size });
    });

    it.each([
      ['closing-soonest', (a: any, b: any) => (a.closingDate ?? '9') <= (b.closingDate ?? '9')],
      ['newest', (a: any, b: any) => (a.publishedDate ?? '') >= (b.publishedDate ?? '')],
      ['value-high', (a: any, b: any) => (a.value ?? -1) >= (b.value ?? -1)],
      ['value-low', (a: any, b: any) => (a.value ?? Infinity) <= (b.value ?? Infinity)],
    ])('sorts by %s', async (sort, inOrder) => {
      const res = await get(`/api/tender/search?includeAll=true&sort=${sort}&limit=100`);
      expect(res.status).toBe(200);
      const list = res.body.foundTenders;
      for (let i = 1; i < list.length; i++) expect({ sort, i, ok: inOrder(list[i - 1], list[i]) }).toEqual({ sort, i, ok: true });
    });

    it('sorts the whole result, not just a page: value-high starts with the largest value', async () => {
      const [{ max }] = await sql(`SELECT max(value_amount)::float8 AS max FROM tenders.tender`);
      const res = await get('/api/tender/search?includeAll=true&sort=value-high&limit=1');
      expect(res.body.foundTenders[0].value).toBe(max);
    });

    it.each([
      ['sort=cheapest', 'Unknown sort "cheapest"; use relevance, closing-soonest, newest, value-high, value-low.'],
      ['page=-1', 'page must be a whole number from 1 to 100000, got -1.'],
      ['page=0', 'page must be a whole number from 1 to 100000, got 0.'],
      ['page=two', 'page must be a whole number from 1 to 100000, got "two".'],
      ['limit=101', 'limit must be a whole number from 1 to 100, got 101.'],
      ['limit=0', 'limit must be a whole number from 1 to 100, got 0.'],
      ['min=500&max=100', 'min (500) must not be above max (100).'],
      ['min=-5', 'min must be an amount of 0 or more (digits only, e.g. 250000), got "-5".'],
      [
        'closingFrom=31/12/2026',
        'closingFrom must be a date like 2026-12-31 or an ISO timestamp like 2026-12-31T12:00:00Z, got "31/12/2026".',
      ],
      ['closingTo=2026-02-30', 'closingTo must be a date like 2026-12-31 or an ISO timestamp like 2026-12-31T12:00:00Z, got "2026-02-30".'],
      [
        'publishedSince=yesterday',
        'publishedSince must be a date like 2026-12-31 or an ISO timestamp like 2026-12-31T12:00:00Z, got "yesterday".',
      ],
      ['status=open', 'Unknown status "open"; use planned, active, closed, awarded, cancelled.'],
      ['cpv=health', 'cpv must be CPV codes such as 85000000 or 85311000 (or their first digits, e.g. 853), got "health".'],
      ['includeAll=maybe', 'includeAll must be true or false, got "maybe".'],
      ['colour=blue', 'Unknown search parameter "colour"'],
      ['page=100001', 'page must be a whole number from 1 to 100000, got 100001.'],
      ['page=', 'page must be a whole number from 1 to 100000, got "".'],
      ['currency=null', 'currency must be a three-letter code such as GBP, got "NULL".'],
    ])('rejects %s with 400 and a clear message', async (query, message) => {
      const res = await get(`/api/tender/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });

  it('answers a page past the first 10,000 results empty, with the counts of the search (no 400 that depends on limit)', async () => {
    const first = await get('/api/tender/search?includeAll=true&limit=5');
    const deep = await get('/api/tender/search?includeAll=true&limit=5&page=2002');
    expect(deep.status).toBe(200);
    expect(deep.body).toMatchObject({ foundTenders: [], currentPage: 2002, count: first.body.count, totalPages: first.body.totalPages });
    // The same page number with a smaller page size is inside the window.
    expect((await get('/api/tender/search?includeAll=true&limit=1&page=2002')).status).toBe(200);
  });

  describe('GET /tenders/filter-search', () => {
    it('filters by status and answers facet counts that add up', async () => {
      const res = await get('/api/tenders/filter-search?status=awarded&limit=5');
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM tenders.tender WHERE status = 'awarded'`);
      expect(res.body).toMatchObject({ count: n, facetsAreEstimates: false });
      expect(res.body.facets.status).toEqual([{ value: 'awarded', count: n }]);
      const sum = (list: Array<{ count: number }>) => list.reduce((s, f) => s + f.count, 0);
      expect(sum(res.body.facets.closing)).toBe(n);
      expect(sum(res.body.facets.published)).toBe(n);
      expect(sum(res.body.facets.value)).toBe(n);
      expect(res.body.facets.cpv[0]).toEqual({
        value: expect.stringMatching(/^\d\d$/),
        label: expect.any(String),
        count: expect.any(Number),
      });
      expect(res.body.facets.buyer.length).toBeLessThanOrEqual(10);
    });

    it('filters by CPV with the hierarchy: 85000000 matches every 85…, 85300000 only 853…', async () => {
      const all85 = await get('/api/tenders/filter-search?cpv=85000000&includeAll=true&limit=100');
      const rows = await sql(`SELECT id, cpv_codes FROM tenders.tender`);
      const with85 = rows.filter((r: any) => r.cpv_codes.some((c: string) => c.startsWith('85')));
      const with853 = rows.filter((r: any) => r.cpv_codes.some((c: string) => c.startsWith('853')));
      expect(all85.body.count).toBe(with85.length);
      expect(with85.some((r: any) => r.cpv_codes.some((c: string) => /^853/.test(c)))).toBe(true);
      for (const item of all85.body.foundTenders) expect(item.cpvCodes.some((c: { code: string }) => c.code.startsWith('85'))).toBe(true);
      const group = await get('/api/tenders/filter-search?cpv=85300000&includeAll=true&limit=1');
      expect(group.body.count).toBe(with853.length);
      const short = await get('/api/tenders/filter-search?cpv[0]=853&includeAll=true&limit=1');
      expect(short.body.count).toBe(with853.length);
      expect(all85.body.facets.cpv).toEqual(
        expect.arrayContaining([{ value: '85', label: 'Health and social work services', count: with85.length }]),
      );
    });

    it('filters by region (names or NUTS codes) and buyer, with their facets', async () => {
      const scotland = await get('/api/tenders/filter-search?region=Scotland&includeAll=true&limit=100');
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM tenders.tender WHERE 'Scotland' = ANY(regions)`);
      expect(scotland.body.count).toBe(n);
      expect(scotland.body.facets.region[0]).toEqual({ value: 'Scotland', count: n });
      const nuts = await get('/api/tenders/filter-search?region=UKM&includeAll=true&limit=1');
      expect(nuts.body.count).toBe(n);
      const two = await get('/api/tenders/filter-search?region[0]=Scotland&region[1]=Wales&includeAll=true&limit=1');
      const [{ both }] = await sql(`SELECT count(*)::int AS both FROM tenders.tender WHERE regions && ARRAY['Scotland', 'Wales']`);
      expect(two.body.count).toBe(both);
      const buyer = await get('/api/tenders/filter-search?buyer=county%20council&includeAll=true&limit=100');
      expect(buyer.body.count).toBeGreaterThan(5);
      for (const item of buyer.body.foundTenders) expect(item.buyerName.toLowerCase()).toContain('county council');
      for (const f of buyer.body.facets.buyer) expect(f.value.toLowerCase()).toContain('county council');
    });

    it('filters by closing date range and publication date', async () => {
      const from = '2019-05-01';
      const to = '2019-05-31';
      const res = await get(`/api/tenders/filter-search?closingFrom=${from}&closingTo=${to}&includeAll=true&limit=100`);
      const [{ n }] = await sql(
        `SELECT count(*)::int AS n FROM tenders.tender WHERE closing_date >= '2019-05-01T00:00:00Z' AND closing_date <= '2019-05-31T23:59:59.999Z'`,
      );
      expect(res.body.count).toBe(n);
      expect(n).toBeGreaterThan(0);
      for (const item of res.body.foundTenders) expect(item.closingDate >= '2019-05-01' && item.closingDate < '2019-06-01').toBe(true);
      const since = await get('/api/tenders/filter-search?publishedSince=2025-01-01&includeAll=true&limit=100');
      const [{ m }] = await sql(`SELECT count(*)::int AS m FROM tenders.tender WHERE published_at >= '2025-01-01'`);
      expect(since.body.count).toBe(m);
      expect(since.body.facets.published.find((f: { value: string }) => f.value === 'older').count).toBeLessThan(m);
    });

    it('combines keywords with filters, and open-only by default', async () => {
      const open = await get('/api/tenders/filter-search');
      expect(open.body.count).toBe(openCount);
      expect(open.body.facets.closing.find((f: { value: string }) => f.value === 'closing-this-week').count).toBe(1);
      const res = await get('/api/tenders/filter-search?query=care&cpv=85000000&region=Scotland&includeAll=true&limit=100');
      for (const item of res.body.foundTenders) {
        expect(item.regions).toContain('Scotland');
        expect(item.cpvCodes.some((c: { code: string }) => c.code.startsWith('85'))).toBe(true);
      }
    });
  });

  describe('GET /tenders/value-search', () => {
    it('applies the spec defaults (min 0, max 90,000,000): tenders with a value in range', async () => {
      const res = await get('/api/tenders/value-search?includeAll=true&limit=100&sort=value-high');
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM tenders.tender WHERE value_amount BETWEEN 0 AND 90000000`);
      expect(res.body.count).toBe(n);
      expect(res.body.foundTenders[0].value).toBeLessThanOrEqual(90_000_000);
    });

    it('filters by min and max with the other filters', async () => {
      const res = await get('/api/tenders/value-search?min=100000&max=500000&includeAll=true&limit=100&currency=GBP');
      const [{ n }] = await sql(
        `SELECT count(*)::int AS n FROM tenders.tender WHERE value_amount BETWEEN 100000 AND 500000 AND value_currency = 'GBP'`,
      );
      expect(res.body.count).toBe(n);
      for (const item of res.body.foundTenders) expect(item.value >= 100000 && item.value <= 500000 && item.currency === 'GBP').toBe(true);
      const health = await get('/api/tenders/value-search?min=100000&cpv=85000000&includeAll=true&limit=100');
      for (const item of health.body.foundTenders) expect(item.value).toBeGreaterThanOrEqual(100000);
      const bad = await get('/api/tenders/value-search?min=1000000&max=10');
      expect(bad).toMatchObject({ status: 400, body: { message: 'min (1000000) must not be above max (10).' } });
    });
  });

  describe('one or several tenders', () => {
    it('GET /tender/view/{id} answers everything known, by id or by ocid; 404 otherwise', async () => {
      const byId = await get(`/api/tender/view/${openIds[0]}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toMatchObject({
        id: openIds[0],
        ocid: 'ocds-h6vhtk-078219',
        buyerName: 'Central Bedfordshire Council',
        buyerContact: expect.objectContaining({ address: expect.stringContaining('Shefford') }),
        value: 2772000,
        currency: 'GBP',
        cpvCodes: [expect.objectContaining({ code: '85311000' })],
        noticeUrl: 'https://www.find-tender.service.gov.uk/Notice/094476-2026',
        source: { platform: 'Find a Tender', publisher: 'Cabinet Office' },
        lots: [expect.objectContaining({ id: '1', contractStart: '2027-11-01T00:00:00.000Z' })],
        editedFields: ['closingDate', 'status'],
      });
      const byOcid = await get('/api/tender/view/ocds-h6vhtk-078219');
      expect(byOcid.body.id).toBe(openIds[0]);
      const missing = await get('/api/tender/view/ocds-nothing-here');
      expect(missing).toMatchObject({ status: 404, body: { code: 'TENDER.NOT_FOUND', message: 'No tender with id ocds-nothing-here.' } });
    });

    it('POST /tender/fetch-multiple takes id[0..n] as a form, JSON or query; unknown ids are simply absent', async () => {
      const [a, b] = openIds;
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/tender/fetch-multiple',
        payload: `id%5B0%5D=${b}&id%5B1%5D=does-not-exist&id%5B2%5D=${a}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(200);
      expect(form.json().foundTenders.map((x: { id: string }) => x.id)).toEqual([b, a]);
      const json = await call(t.app, 'POST', '/api/tender/fetch-multiple', { body: { 'id[0]': a, 'id[1]': 'ocds-r6ebe6-0000581860' } });
      expect(json.body).toMatchObject({ count: 2, foundTenders: [{ id: a }, { ocid: 'ocds-r6ebe6-0000581860' }] });
      const list = await call(t.app, 'POST', '/api/tender/fetch-multiple', { body: { id: [a] } });
      expect(list.body.count).toBe(1);
      const query = await call(t.app, 'POST', `/api/tender/fetch-multiple?id[0]=${a}&id[1]=${b}`, { body: {} });
      expect(query.body.count).toBe(2);
      const none = await call(t.app, 'POST', '/api/tender/fetch-multiple', { body: {} });
      expect(none).toMatchObject({
        status: 400,
        body: { message: 'Send the tender ids as id[0], id[1], … (form or JSON body, or query).' },
      });
      const many = await call(t.app, 'POST', '/api/tender/fetch-multiple', {
        body: { id: Array.from({ length: 201 }, (_, i) => `x-${i}`) },
      });
      expect(many).toMatchObject({ status: 400, body: { message: 'At most 200 tenders can be fetched at once; got 201.' } });
      // The body is read as documented: id fields holding id strings, nothing else.
      const extra = await call(t.app, 'POST', '/api/tender/fetch-multiple', { body: { 'id[0]': a, colour: 'blue' } });
      expect(extra).toMatchObject({ status: 400, body: { code: 'TENDER.UNKNOWN_FIELD' } });
      const number = await call(t.app, 'POST', '/api/tender/fetch-multiple', { body: { 'id[0]': 5 } });
      expect(number).toMatchObject({
        status: 400,
        body: { code: 'TENDER.BAD_ID', message: expect.stringContaining('id[0] must be one id') },
      });
    });

    it('GET /tender/tender-aggregate counts by status, category, region and value band, and closing this week', async () => {
      const res = await get('/api/tender/tender-aggregate');
      expect(res.status).toBe(200);
      const total = expected.tenderOcids.size + 3; // the three good releases of the malformed-file test are not here
      expect(res.body.total).toBe(total - 3);
      expect(Object.values(res.body.byStatus as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(res.body.total);
      expect(res.body.open).toBe(openCount);
      expect(res.body.closingThisWeek).toBe(1);
      expect(res.body.byCategory).toEqual(
        expect.arrayContaining([expect.objectContaining({ division: '85', label: 'Health and social work services' })]),
      );
      expect(res.body.byRegion[0]).toEqual({ region: expect.any(String), count: expect.any(Number) });
      expect(res.body.byValueBand.map((b: { band: string }) => b.band)).toEqual([
        'under-10k',
        '10k-100k',
        '100k-1m',
        '1m-10m',
        'over-10m',
        'no-value',
      ]);
      expect(res.body.byValueBand.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(res.body.total);
    });
  });

  describe('admin: tenders without a link, and edits', () => {
    it('GET /tender/no-links lists tenders without a notice link, for admins only', async () => {
      expect((await get('/api/tender/no-links')).status).toBe(401);
      expect((await get('/api/tender/no-links', providerToken)).status).toBe(403);
      const res = await get('/api/tender/no-links?limit=50', adminToken);
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM tenders.tender WHERE notice_url IS NULL`);
      expect(res.body).toMatchObject({ count: n, currentPage: 1, totalPages: Math.ceil(n / 50) });
      expect(n).toBeGreaterThan(200); // the 2014-15 Contracts Finder export carries no notice documents
      for (const item of res.body.foundTenders) expect(item.noticeUrl).toBeNull();
    });

    it('PATCH /tender/update/{id} (multipart) edits fields and attaches documents; the tender leaves the no-links list', async () => {
      const [target] = (await get('/api/tender/no-links?limit=1', adminToken)).body.foundTenders;
      const res = await patch(
        target.id,
        { noticeUrl: 'https://www.contractsfinder.service.gov.uk/Notice/example', title: 'Corrected title' },
        [{ field: 'documents', name: 'specification.pdf', bytes: PDF, type: 'application/pdf' }],
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Corrected title',
        noticeUrl: 'https://www.contractsfinder.service.gov.uk/Notice/example',
        message: 'Tender updated',
      });
      const doc = res.body.documents.find((d: { uploaded?: boolean }) => d.uploaded);
      expect(doc).toMatchObject({ title: 'specification.pdf', format: 'application/pdf' });
      const download = await t.app.inject({ method: 'GET', url: doc.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      const noLinks = await get('/api/tender/no-links?limit=100', adminToken);
      expect(noLinks.body.foundTenders.map((x: { id: string }) => x.id)).not.toContain(target.id);
      const [event] = await sql(
        `SELECT envelope FROM tenders.outbox_message WHERE type = 'tenders.tender.updated' AND key = $1 ORDER BY seq DESC LIMIT 1`,
        [target.id],
      );
      expect(event.envelope.payload.changedFields).toEqual(expect.arrayContaining(['noticeUrl', 'title', 'documents']));
    });

    it('keeps admin edits when the same data is imported again, and can revert them', async () => {
      const target = openIds[1];
      const again = await t.importer.importInputs(resolveInputs([`${OCDS_DIR}/uk/public-contracts-scotland-2019`]).inputs);
      expect(again).toMatchObject({ created: 0, updated: 0 });
      expect((await get(`/api/tender/view/${target}`)).body).toMatchObject({ status: 'active', editedFields: ['closingDate', 'status'] });
      const reverted = await patch(target, { revert: 'status,closingDate' });
      expect(reverted.body).toMatchObject({ status: 'closed', closingDate: '2019-05-29T12:00:00.000Z', editedFields: [] });
      const restored = await patch(target, { status: 'active', closingDate: new Date(Date.now() + 20 * DAY).toISOString() });
      expect(restored.status).toBe(200);
    });

    it.each([
      [
        { colour: 'red' },
        '"colour" cannot be edited; editable fields are title, description, buyerName, status, value, currency, closingDate, noticeUrl, procurementMethod, regions (plus documents as files).',
      ],
      [{ status: 'open' }, 'status must be one of planned, active, closed, awarded, cancelled, got "open".'],
      [{ closingDate: 'next friday' }, 'closingDate must be a date like 2026-12-31 or an ISO timestamp, got "next friday".'],
      [{ noticeUrl: 'notice page' }, 'noticeUrl must be a full web address starting with https://, got "notice page".'],
      [{ value: 'a lot' }, 'value must be an amount such as 250000 or 1250.50, got "a lot".'],
      [{ title: '' }, 'title cannot be empty.'],
    ])('refuses the edit %j with 400 and says why', async (fields, message) => {
      const res = await patch(openIds[2], fields as Record<string, string>);
      expect(res).toMatchObject({ status: 400, body: { message } });
    });

    it('refuses non-admins, unknown tenders, files of other types and empty edits', async () => {
      expect((await patch(openIds[2], { title: 'x' }, [], providerToken)).status).toBe(403);
      expect(await patch('ocds-nothing-here', { title: 'x' })).toMatchObject({ status: 404, body: { code: 'TENDER.NOT_FOUND' } });
      const exe = await patch(openIds[2], { title: 'With a program' }, [
        { field: 'documents', name: 'run.exe', bytes: Buffer.from('MZ\x90\x00binary'), type: 'application/octet-stream' },
      ]);
      expect(exe).toMatchObject({
        status: 415,
        body: { code: 'UPLOAD.TYPE_NOT_ALLOWED', message: 'run.exe is not a PDF, Office document or image.' },
      });
      expect((await get(`/api/tender/view/${openIds[2]}`)).body.title).not.toBe('With a program');
      const empty = await patch(openIds[2], {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('Nothing to change');
    });
  });
});
