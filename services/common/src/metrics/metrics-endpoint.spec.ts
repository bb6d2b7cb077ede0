import type { FastifyRequest } from 'fastify';
import { mayScrape } from './metrics-endpoint';

const request = (remoteAddress: string, authorization?: string) =>
  ({ raw: { socket: { remoteAddress } }, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;
const TOKEN = 'a-metrics-token-of-24-chars!';

describe('who may read /metrics', () => {
  it('with no token configured: loopback peers only, whatever headers say', () => {
    expect(mayScrape(request('127.0.0.1'), undefined)).toBe(true);
    expect(mayScrape(request('::1'), undefined)).toBe(true);
    expect(mayScrape(request('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(mayScrape(request('10.0.0.5'), undefined)).toBe(false);
    expect(mayScrape(request('172.30.0.10', 'Bearer anything'), undefined)).toBe(false);
  });

  it('with a token: exactly that bearer token, from anywhere (loopback gets no pass)', () => {
    expect(mayScrape(request('10.0.0.5', `Bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(mayScrape(request('127.0.0.1'), TOKEN)).toBe(false);
    expect(mayScrape(request('10.0.0.5', `Bearer ${TOKEN}x`), TOKEN)).toBe(false);
    expect(mayScrape(request('10.0.0.5', `bearer ${TOKEN}`), TOKEN)).toBe(false);
    expect(mayScrape(request('10.0.0.5', TOKEN), TOKEN)).toBe(false);
  });
});
