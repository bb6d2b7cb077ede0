import { QueryFailedError } from 'typeorm';
import { errorResponse } from '../errors/http-exception.filter';
import { MAX_INPUT_DEPTH, hostileInputProblem, refuseHostileInput } from './hostile-input';

describe('hostileInputProblem', () => {
  it('accepts ordinary input', () => {
    expect(hostileInputProblem('body', { name: 'Ada', tags: ['a', 'b'], nested: { n: 1, ok: true, none: null } })).toBeUndefined();
    expect(hostileInputProblem('query', undefined)).toBeUndefined();
  });

  it('names a NUL in a value or a key, at any depth', () => {
    expect(hostileInputProblem('body', { a: { b: ['x', 'y\u0000'] } })).toBe('body.a.b[1] contains a NUL character');
    expect(hostileInputProblem('query', { ['k\u0000']: 'v' })).toBe('a field name in query contains a NUL character');
  });

  it('refuses nesting deeper than the bound without recursing (100 000 levels do not overflow)', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hostileInputProblem('body', deep)).toBe(`body is nested deeper than ${MAX_INPUT_DEPTH} levels`);
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = [fine];
    expect(hostileInputProblem('body', fine)).toBeUndefined();
  });

  it('leaves streams and other non-plain objects alone (the proxy edge streams bodies on untouched)', () => {
    const { PassThrough } = jest.requireActual<typeof import('node:stream')>('node:stream');
    expect(hostileInputProblem('body', new PassThrough())).toBeUndefined();
    expect(hostileInputProblem('body', Buffer.from('a\u0000b'))).toBeUndefined();
    expect(hostileInputProblem('query', Object.assign(Object.create(null), { q: 'x\u0000' }))).toBe('query.q contains a NUL character');
  });

  it('refuses a NUL in the decoded path', () => {
    expect(() => refuseHostileInput({ url: '/api/x/%00?y=1', params: {}, query: {}, body: undefined })).toThrow(/path contains a NUL/);
  });
});

describe('errorResponse for database errors only bad input causes', () => {
  const reply = { header: jest.fn() };
  it.each([
    ['22P02', /wrong format/],
    ['22003', /out of range/],
    ['22021', /cannot be stored/],
  ])('maps SQLSTATE %s to a 400', (code, message) => {
    const error = new QueryFailedError('SELECT 1', [], Object.assign(new Error('driver'), { code }));
    expect(errorResponse(error, { id: 'r', method: 'GET', url: '/' }, reply)).toMatchObject({
      statusCode: 400,
      code: 'REQUEST.INVALID_VALUE',
      message: expect.stringMatching(message),
    });
  });

  it('keeps any other database error a 500', () => {
    const error = new QueryFailedError('SELECT 1', [], Object.assign(new Error('driver'), { code: '42P01' }));
    expect(errorResponse(error, { id: 'r', method: 'GET', url: '/' }, reply).statusCode).toBe(500);
  });
});

describe('errorResponse while the database is unavailable', () => {
  const request = { id: 'r', method: 'GET', url: '/' };
  it.each([
    [
      'a restart (57P01 admin_shutdown)',
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    ['a recovery (57P03 cannot_connect_now)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting in vain', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 with Retry-After for %s', (_what, error) => {
    const reply = { header: jest.fn() };
    expect(errorResponse(error, request, reply)).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' });
    expect(reply.header).toHaveBeenCalledWith('retry-after', '5');
  });

  it('keeps a programming error a 500', () => {
    const reply = { header: jest.fn() };
    expect(errorResponse(new TypeError('x is undefined'), request, reply).statusCode).toBe(500);
    expect(reply.header).not.toHaveBeenCalled();
  });
});
