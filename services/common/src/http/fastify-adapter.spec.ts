import { parseQueryString } from './fastify-adapter';

describe('parseQueryString', () => {
  it('reads the spec key[0]=v form as arrays', () => {
    expect(parseQueryString('id%5B0%5D=a&id%5B1%5D=b&page=1')).toEqual({ id: ['a', 'b'], page: '1' });
    expect(parseQueryString('consortium[0]=c1&limit=300')).toEqual({ consortium: ['c1'], limit: '300' });
  });

  it('keeps a list flat when an index repeats (an OpenAPI client sends a list named id[0] as id[0]=a&id[0]=b)', () => {
    expect(parseQueryString('id[0]=a&id[0]=b&id[1]=c')).toEqual({ id: ['a', 'b', 'c'] });
    expect(parseQueryString('filter[q]=x')).toEqual({ filter: { q: 'x' } });
  });

  it('keeps plain keys as strings', () => {
    expect(parseQueryString('query=care%20home&limit=10')).toEqual({ query: 'care home', limit: '10' });
  });
});
