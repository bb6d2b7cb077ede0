import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { signUp, uploadDocument } from './accounts-harness';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('company documents and evidence (GET /file/documents, DELETE /file/{id})', () => {
  let app: NestFastifyApplication;
  const upload = async (token: string, name: string, purpose = 'evidence:iso-9001') => {
    const res = await uploadDocument(app, token, name, pdf, purpose);
    expect(res.status).toBe(201);
    return res.body.file as { id: string };
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
