import { parseAdminConsortiumListQuery } from './admin-consortium-list-query';

const ID = '0b7c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const message = (fn: () => unknown): string => {
  try {
    fn();
    return 'no error';
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`;
  }
};

describe('parseAdminConsortiumListQuery', () => {
  it('defaults to the newest 25, no filters', () => {
    expect(parseAdminConsortiumListQuery({})).toEqual({
      offset: 0,
      limit: 25,
      sort: { field: 'createdAt', order: 'DESC' },
      ids: null,
      q: null,
      companyId: null,
      createdFrom: null,
      createdBefore: null,
    });
  });

  it('reads range, sort and every filter', () => {
    const query = parseAdminConsortiumListQuery({
      range: '[10,19]',
      sort: '["memberCount","asc"]',
      filter: JSON.stringify({ q: ' care ', companyId: ID, createdFrom: '2026-01-01', createdTo: '2026-01-31', id: [ID] }),
    });
    expect(query).toMatchObject({
      offset: 10,
      limit: 10,
      sort: { field: 'memberCount', order: 'ASC' },
      ids: [ID],
      q: 'care',
      companyId: ID,
    });
    expect(query.createdFrom?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // A date-only upper bound covers the whole day.
    expect(query.createdBefore?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('answers 400 naming what is wrong', () => {
    expect(message(() => parseAdminConsortiumListQuery({ sort: '["owner","ASC"]' }))).toMatch(/^400 sort field must be one of id, name/);
    expect(message(() => parseAdminConsortiumListQuery({ range: '[5,1]' }))).toMatch(/^400 range/);
    expect(message(() => parseAdminConsortiumListQuery({ filter: '{"colour":"red"}' }))).toMatch(/^400 Unknown filter colour/);
    expect(message(() => parseAdminConsortiumListQuery({ filter: '{"id":["nope"]}' }))).toMatch(/^400 filter id/);
    expect(message(() => parseAdminConsortiumListQuery({ filter: '{"companyId":"x"}' }))).toMatch(/^400 filter companyId/);
    expect(message(() => parseAdminConsortiumListQuery({ filter: '{"createdFrom":"yesterday"}' }))).toMatch(/^400 filter createdFrom/);
    expect(message(() => parseAdminConsortiumListQuery({ filter: '{"createdFrom":"2026-02-01","createdTo":"2026-01-01"}' }))).toMatch(
      /^400 filter createdFrom must be before createdTo/,
    );
    expect(message(() => parseAdminConsortiumListQuery({ filter: '{"q":5}' }))).toMatch(/^400 filter q/);
  });
});
