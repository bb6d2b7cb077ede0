import { InvalidInputError } from '@jointly/common/errors';
import { contentRange } from '@jointly/common/http';
import { parseMailLogQuery } from './mail-log-query';

const ID = '0b6b3d4e-3f43-4a8e-9d8e-111111111111';

describe('parseMailLogQuery (react-admin simple-rest list query)', () => {
  it('defaults to the newest 25 mails', () => {
    expect(parseMailLogQuery({})).toEqual({ offset: 0, limit: 25, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  });

  it('reads range, sort and filter as ra-data-simple-rest sends them', () => {
    expect(
      parseMailLogQuery({
        range: '[10,19]',
        sort: '["subject","asc"]',
        filter: JSON.stringify({ status: 'pending', template: 'verification-code', q: ' ada ', to: '', id: [ID] }),
      }),
    ).toEqual({
      offset: 10,
      limit: 10,
      sort: { field: 'subject', order: 'ASC' },
      filter: { status: 'pending', template: 'verification-code', q: 'ada', ids: [ID] },
    });
    expect(parseMailLogQuery({ filter: JSON.stringify({ id: ID }) }).filter).toEqual({ ids: [ID] });
  });

  it.each([
    [{ range: 'zero to nine' }, 'range must be JSON'],
    [{ range: '[9,0]' }, 'range must be [start, end]'],
    [{ range: '[0,1000]' }, 'at most 500 rows'],
    [{ sort: '["html","ASC"]' }, 'sort field must be one of'],
    [{ sort: '["subject","UP"]' }, 'sort order must be ASC or DESC'],
    [{ filter: '[]' }, 'filter must be a JSON object'],
    [{ filter: '{"password":"x"}' }, 'Unknown filter password'],
    [{ filter: '{"status":"lost"}' }, 'filter status must be one of pending, sent, failed'],
    [{ filter: '{"template":"spam"}' }, 'filter template must be one of'],
    [{ filter: '{"id":["nope"]}' }, 'filter id must be a mail id'],
    [{ filter: '{"q":{"$ne":1}}' }, 'filter q must be a string'],
  ])('rejects %j with a clear message', (params, message) => {
    expect(() => parseMailLogQuery(params)).toThrow(InvalidInputError);
    expect(() => parseMailLogQuery(params)).toThrow(message);
  });

  it('answers Content-Range as react-admin reads it', () => {
    expect(contentRange('mail', 0, 10, 42)).toBe('mail 0-9/42');
    expect(contentRange('mail', 40, 2, 42)).toBe('mail 40-41/42');
    expect(contentRange('mail', 0, 0, 0)).toBe('mail */0');
  });
});
