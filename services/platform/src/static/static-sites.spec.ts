import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import Fastify from 'fastify';
import { registerStaticSites } from './static-sites';

describe('registerStaticSites', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-static-'));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Jointly</title>');
    const asset = path.join(root, 'assets', 'index-AbCdEf12.js');
    fs.writeFileSync(asset, js);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(js));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(js));
    registerStaticSites(app, [{ prefix: '', root, buildHint: 'npm run build:web' }]);
    app.patch('/api/account/add-bookmark', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const br = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(js);
  });

  it('answers index.html for client-side routes (never cached) and 404 for missing files and API paths', async () => {
    const page = await app.inject({ url: '/v3/dashboard?query=care' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.payload).toContain('<title>Jointly</title>');
    expect((await app.inject({ url: '/assets/missing-12345678.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
  });

  it('answers 405 with Allow for a GET to an API path that only takes other methods', async () => {
    const res = await app.inject({ url: '/api/account/add-bookmark' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('PATCH');
    expect(res.json()).toMatchObject({ statusCode: 405, code: 'ROUTE.METHOD_NOT_ALLOWED' });
    expect((await app.inject({ url: '/api/account/no-such-thing' })).statusCode).toBe(404);
  });
});
