import { accountKindOf, safeReturnPath } from '../auth';
import { buildQuery } from '../query-string';

describe('safeReturnPath', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(safeReturnPath('/tender/42?tab=criteria#lots')).toBe('/tender/42?tab=criteria#lots');
  });

  it('refuses other sites, protocol-relative and guest-only targets', () => {
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/v3/login?next=/x')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('accountKindOf', () => {
  it('reads role or accountType in any case, defaulting to provider', () => {
    expect(accountKindOf({ role: 'EXPERT' })).toBe('expert');
    expect(accountKindOf({ accountType: 'Staff' })).toBe('staff');
    expect(accountKindOf({ role: 'vendor' })).toBe('provider');
    expect(accountKindOf(null)).toBeNull();
  });
});

describe('buildQuery', () => {
  it('writes arrays as key[0]=v and nested objects as key[sub]=v, skipping empty values', () => {
    expect(buildQuery({ page: 1, limit: 300, consortium: ['c1', 'c2'], filter: { region: 'North West' }, empty: null })).toBe(
      'page=1&limit=300&consortium[0]=c1&consortium[1]=c2&filter[region]=North%20West',
    );
    expect(buildQuery({ id: ['a&b'] })).toBe('id[0]=a%26b');
    expect(buildQuery(undefined)).toBe('');
  });
});
