import { type DiscoveredRoute, type MatrixTable, columnLike, expectedOutcome, matrixGaps, ownedBy } from './authorization-matrix';

const route = (key: DiscoveredRoute['key'], module = 'SomeModule'): DiscoveredRoute => {
  const [method, path] = key.split(' ') as [DiscoveredRoute['method'], string];
  return { key, method, path, isPublic: false, queryKeys: [], module, controller: 'C' };
};

describe('authorization matrix helper', () => {
  const table: MatrixTable<unknown> = {
    rows: [{ route: 'GET /api/things', expect: { default: 'ok', guest: 401 } }],
    exempt: { 'POST /api/things/login': 'guest flow' },
    pending: { staffWithGrant: {}, removedMember: { 'GET /api/things': 403 } },
  };

  it('fails a route without a decision, and a row for a route that does not exist', () => {
    const gaps = matrixGaps([route('GET /api/things'), route('POST /api/things/login'), route('DELETE /api/things/:id')], table);
    expect(gaps).toEqual({ missing: ['DELETE /api/things/:id'], unknown: [], pendingWithoutRow: [], duplicates: [] });
    expect(matrixGaps([route('POST /api/things/login')], table).unknown).toEqual(['GET /api/things']);
  });

  it('fails a pending cell for a route that is not a row, and duplicate rows', () => {
    const gaps = matrixGaps([route('GET /api/things'), route('POST /api/things/login')], {
      ...table,
      rows: [...table.rows, ...table.rows],
      pending: { staffWithGrant: { 'GET /api/other': 403 }, removedMember: {} },
    });
    expect(gaps).toMatchObject({ pendingWithoutRow: ['GET /api/other'], duplicates: ['GET /api/things'] });
  });

  it('asserts pending roles only where the pending section fills them in, never from the default', () => {
    const row = table.rows[0];
    expect(expectedOutcome(table, row, 'guest')).toBe(401);
    expect(expectedOutcome(table, row, 'expert')).toBe('ok');
    expect(expectedOutcome(table, row, 'removedMember')).toBe(403);
    expect(expectedOutcome(table, row, 'staffWithGrant')).toBeUndefined();
  });

  it('fills a pending column from a settled role, row by row, with overrides only for rows', () => {
    const rows: MatrixTable<unknown>['rows'] = [
      { route: 'GET /api/things', expect: { default: 'ok', guest: 401 } },
      { route: 'POST /api/things', expect: { default: 403, guest: 401, staff: 404, admin: 'ok' } },
      { route: 'DELETE /api/things/:id', expect: { default: 403, admin: 'ok' } },
    ];
    expect(columnLike(rows, 'staff', { 'DELETE /api/things/:id': 'ok' })).toEqual({
      'GET /api/things': 'ok',
      'POST /api/things': 404,
      'DELETE /api/things/:id': 'ok',
    });
    expect(() => columnLike(rows, 'staff', { 'GET /api/other': 403 })).toThrow('GET /api/other');
  });

  it("a service owns its routes and its own ops routes, not health or its stand-ins' ops routes", () => {
    const owns = ownedBy('bids');
    expect(owns(route('GET /api/bids/search'))).toBe(true);
    expect(owns(route('GET /api/ops/bids/outbox'))).toBe(true);
    expect(owns(route('GET /api/ops/accounts/outbox'))).toBe(false);
    expect(owns(route('GET /api/health', 'HealthModule'))).toBe(false);
  });
});
