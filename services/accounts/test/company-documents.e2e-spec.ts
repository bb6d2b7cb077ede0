import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { signUp } from './accounts-harness';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(name: string, purpose: string) {
  const boundary = `----jointly${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('company documents and evidence (GET /file/documents, DELETE /file/{id})', () => {
  let app: NestFastifyApplication;
  const upload = async (token: string, name: string, purpose = 'evidence:iso-9001') => {
    const form = multipart(name, purpose);
    const res = await app.inject({
      method: 'POST',
      url: '/api/file/upload-document',
      payload: form.body,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().file as { id: string };
  };

  beforeAll(async () => {
    app = await createTestApp({ modules: [AccountsModule], config: testConfig() });
  });
  afterAll(() => app.close());

  it('lists the caller’s documents newest first, deletes them, and never shows or deletes another company’s', async () => {
    const owner = await signUp(app, 'provider');
    const stranger = await signUp(app, 'provider');
    const first = await upload(owner.accessToken, 'iso 9001 certificate.pdf');
    const second = await upload(owner.accessToken, 'insurance.pdf', 'evidence:insurance');
    await upload(stranger.accessToken, 'theirs.pdf');

    const list = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(['insurance.pdf', 'iso 9001 certificate.pdf']);
    expect(list.body[0]).toMatchObject({ id: second.id, purpose: 'evidence:insurance', mimeType: 'application/pdf', mine: true });

    expect((await call(app, 'DELETE', `/api/file/${first.id}`, { token: stranger.accessToken })).status).toBe(404);
    const removed = await call(app, 'DELETE', `/api/file/${first.id}`, { token: owner.accessToken });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Document deleted' } });
    expect((await call(app, 'GET', `/api/file/${first.id}`, { token: owner.accessToken })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/file/${first.id}`, { token: owner.accessToken })).status).toBe(404);
    const after = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
    expect(after.body.map((d: { id: string }) => d.id)).toEqual([second.id]);
  });

  it('answers 401 to guests and 400 for an id that is not one', async () => {
    const owner = await signUp(app, 'provider');
    expect((await call(app, 'GET', '/api/file/documents')).status).toBe(401);
    expect((await call(app, 'DELETE', '/api/file/not-an-id', { token: owner.accessToken })).status).toBe(400);
  });
});
