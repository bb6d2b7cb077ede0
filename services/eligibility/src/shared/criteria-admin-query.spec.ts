import { InvalidInputError } from '@jointly/common/errors';
import { parseCriteriaAdminQuery } from './criteria-admin-query';

const A = '0b6b3d4e-3f43-4a8e-9d8e-111111111111';
const B = '0b6b3d4e-3f43-4a8e-9d8e-222222222222';

describe('parseCriteriaAdminQuery (react-admin simple-rest list query)', () => {
  it('defaults to the 25 most recently updated', () => {
    expect(parseCriteriaAdminQuery({})).toEqual({ offset: 0, limit: 25, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} });
  });

  it('reads range, sort and filters as ra-data-simple-rest sends them', () => {
    expect(
      parseCriteriaAdminQuery({
        range: '[10,19]',
        sort: '["createdAt","asc"]',
        filter: JSON.stringify({ id: [A, B, A], accountId: A, q: ' ISO ' }),
      }),
    ).toEqual({
      offset: 10,
      limit: 10,
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { ids: [A, B], accountIds: [A], q: 'ISO' },
    });
    expect(parseCriteriaAdminQuery({ filter: JSON.stringify({ accountId: [A, B], q: '  ' }) }).filter).toEqual({ accountIds: [A, B] });
  });

  it.each([
    [{ range: '[0,x]' }, 'range must be JSON'],
    [{ range: '[0,900]' }, 'at most 500 rows'],
    [{ sort: '["bio","ASC"]' }, 'sort field must be one of id, updatedAt, createdAt'],
    [{ sort: '["id","SIDEWAYS"]' }, 'sort order must be ASC or DESC'],
    [{ filter: '"x"' }, 'filter must be a JSON object'],
    [{ filter: '{"companyName":"x"}' }, 'Unknown filter companyName; filter by id, accountId, q'],
    [{ filter: '{"id":["nope"]}' }, 'filter id must be a criteria id (UUID)'],
    [{ filter: '{"accountId":42}' }, 'filter accountId must be an account id (UUID)'],
    [{ filter: '{"q":{"$ne":1}}' }, 'filter q must be a string'],
  ])('rejects %j with a clear message', (params, message) => {
    expect(() => parseCriteriaAdminQuery(params)).toThrow(InvalidInputError);
    expect(() => parseCriteriaAdminQuery(params)).toThrow(message);
  });
});
