import Fastify, { type FastifyInstance } from 'fastify';
import { SERVICE_NAMES, type ServiceName } from '@jointly/common/config';
import { registerProxyRoutes } from './proxy-routes';

/**
 * The proxy edge forwards the client address it saw, never the one a client wrote: the services believe
 * X-Forwarded-For from the edge only (TRUSTED_PROXIES), so a made-up header must not pass through it.
 */
describe('registerProxyRoutes and forwarded headers', () => {
  let upstream: FastifyInstance;
  const started: FastifyInstance[] = [];

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/api/*', async (request) => ({
      forwardedFor: request.headers['x-forwarded-for'],
      forwardedProto: request.headers['x-forwarded-proto'],
    }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(started.map((edge) => edge.close()));
    await upstream.close();
  });

  async function edge(trustProxy: boolean | string[]): Promise<FastifyInstance> {
    const address = upstream.server.address() as { port: number };
    const urls = Object.fromEntries(SERVICE_NAMES.map((s) => [s, `http://127.0.0.1:${address.port}`])) as Record<ServiceName, string>;
    const instance = Fastify({ trustProxy });
    registerProxyRoutes(instance, urls);
    await instance.ready();
    started.push(instance);
    return instance;
  }

  it('replaces a client-written X-Forwarded-For with the address the edge saw', async () => {
    const direct = await edge(false);
    const res = await direct.inject({
      method: 'GET',
      url: '/api/tender/search',
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      remoteAddress: '198.51.100.20',
    });
    expect(res.json()).toEqual({ forwardedFor: '198.51.100.20', forwardedProto: 'http' });
  });

  it('passes on the client named by a load balancer the edge trusts', async () => {
    const behindBalancer = await edge(['198.51.100.20']);
    const res = await behindBalancer.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      remoteAddress: '198.51.100.20',
    });
    expect(res.json()).toEqual({ forwardedFor: '203.0.113.7', forwardedProto: 'https' });
  });
});
