import { dataProvider } from '../data-provider';
import { writeSession } from '../session-store';

interface Seen {
  url: string;
  method: string;
  contentType: string | null;
  authorization: string | null;
  body: BodyInit | null | undefined;
}

function fakeFetch(answer: unknown, status = 200) {
  const seen: Seen[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      contentType: headers.get('Content-Type'),
      authorization: headers.get('Authorization'),
      body: init?.body,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

const record = {
  id: 't1',
  ocid: 'ocds-abc-1',
  title: 'Home care, Leeds',
  description: 'Domiciliary care',
  buyerName: 'Leeds City Council',
  status: 'active',
  value: 250000,
  currency: 'GBP',
  closingDate: '2026-12-01T12:00:00.000Z',
  publishedDate: '2026-10-01',
  cpvCodes: [{ code: '85000000', label: 'Health and social work services' }],
  regions: ['Yorkshire and the Humber'],
  noticeUrl: null,
  documents: [],
  publisher: 'Contracts Finder',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('tender edit through the data provider', () => {
  beforeEach(() =>
    writeSession({ accessToken: 'at', refreshToken: 'rt', user: { id: 'a1', email: 'a@x.test', name: null, accountType: 'admin' } }),
  );

  it('sends JSON with only the editable fields when no file is attached', async () => {
    const seen = fakeFetch({ ...record, title: 'Home care, Leeds (lot 2)' });
    const result = await dataProvider.update('tenders', {
      id: 't1',
      data: { ...record, title: 'Home care, Leeds (lot 2)', closingDate: new Date('2026-12-02T09:30:00Z') },
      previousData: record,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      url: '/api/admin/tenders/t1',
      method: 'PUT',
      contentType: 'application/json',
      authorization: 'Bearer at',
    });
    expect(JSON.parse(String(seen[0].body))).toEqual({
      title: 'Home care, Leeds (lot 2)',
      description: 'Domiciliary care',
      buyerName: 'Leeds City Council',
      status: 'active',
      value: 250000,
      currency: 'GBP',
      closingDate: '2026-12-02T09:30:00.000Z',
      noticeUrl: null,
      // Sent back as they are: the server ignores an editable field that did not change.
      regions: ['Yorkshire and the Humber'],
    });
    expect(result.data.title).toBe('Home care, Leeds (lot 2)');
  });

  it('sends multipart FormData with the fields and each file in "documents" when files are attached', async () => {
    const seen = fakeFetch({ ...record, documents: [{ id: 'd1', name: 'spec.pdf', url: '/x', contentType: 'application/pdf', size: 9 }] });
    const pdf = new File(['%PDF-1.4 x'], 'spec.pdf', { type: 'application/pdf' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'map.png', { type: 'image/png' });
    await dataProvider.update('tenders', {
      id: 't1',
      data: {
        ...record,
        title: 'With documents',
        newDocuments: [
          { rawFile: pdf, title: 'spec.pdf' },
          { rawFile: png, title: 'map.png' },
        ],
      },
      previousData: record,
    });
    expect(seen[0]).toMatchObject({ url: '/api/admin/tenders/t1', method: 'PUT', authorization: 'Bearer at' });
    // No Content-Type of our own: the browser adds multipart/form-data with the boundary.
    expect(seen[0].contentType).toBeNull();
    const form = seen[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('With documents');
    expect(form.get('value')).toBe('250000');
    expect(form.get('closingDate')).toBe('2026-12-01T12:00:00.000Z');
    expect(form.has('noticeUrl')).toBe(false);
    expect(form.has('ocid')).toBe(false);
    expect(form.has('newDocuments')).toBe(false);
    const files = form.getAll('documents') as File[];
    expect(files.map((f) => f.name)).toEqual(['spec.pdf', 'map.png']);
  });

  it('shows the server message of a failed edit', async () => {
    fakeFetch({ statusCode: 415, code: 'UPLOAD.TYPE_NOT_ALLOWED', message: 'notes.exe is not a PDF, Office document or image.' }, 415);
    const { serverMessage } = await import('../data-provider');
    const error = await dataProvider.update('tenders', { id: 't1', data: record, previousData: record }).catch((e: unknown) => e);
    expect(serverMessage(error)).toBe('notes.exe is not a PDF, Office document or image.');
  });

  it('leaves other resources to ra-data-simple-rest (whole record as JSON)', async () => {
    const seen = fakeFetch({ id: 'e1', title: 'Meet the buyer' });
    await dataProvider.update('events', { id: 'e1', data: { id: 'e1', title: 'Meet the buyer' }, previousData: { id: 'e1' } });
    expect(seen[0]).toMatchObject({ url: '/api/admin/events/e1', method: 'PUT' });
    expect(JSON.parse(String(seen[0].body))).toEqual({ id: 'e1', title: 'Meet the buyer' });
  });

  it('posts the dead-letter actions to …/<id>/replay and …/<id>/discard', async () => {
    const seen = fakeFetch({ id: 'notifications:9', status: 'replayed' });
    const { data } = await dataProvider.deadLetterAction('notifications:9', 'replay');
    await dataProvider.deadLetterAction('notifications:9', 'discard');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/admin/dead-letters/notifications%3A9/replay',
      'POST /api/admin/dead-letters/notifications%3A9/discard',
    ]);
    expect(data.status).toBe('replayed');
  });
});
