import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { eventsOfType, signUp, uploadDocument } from './accounts-harness';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('company documents and evidence (GET /file/documents, DELETE /file/{id})', () => {
  let app: NestFastifyApplication;
  const upload = async (
    token: string,
    name: string,
    fields: Record<string, string> = { purpose: 'certificate', certification: 'iso-9001' },
  ) => {
    const res = await uploadDocument(app, token, name, pdf, fields);
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
    const second = await upload(owner.accessToken, 'insurance.pdf', { purpose: 'insurance' });
    await upload(stranger.accessToken, 'theirs.pdf');

    const list = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(['insurance.pdf', 'iso 9001 certificate.pdf']);
    expect(list.body[0]).toMatchObject({
      id: second.id,
      purpose: 'insurance',
      certification: null,
      purposeLabel: 'Insurance',
      mimeType: 'application/pdf',
      mine: true,
    });
    expect(list.body[1]).toMatchObject({
      purpose: 'certificate',
      certification: 'iso-9001',
      purposeLabel: 'Certificate: ISO 9001 quality management',
    });

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

  describe('evidence among the company’s facts', () => {
    const companyOf = (session: { user: { companyId?: string | null }; partner?: { id: string } | null }) =>
      (session.user.companyId ?? session.partner?.id) as string;
    const factsEvents = async (companyId: string) =>
      (await eventsOfType(app, 'accounts.company.facts-changed', companyId)).map(
        (row) => row.envelope.payload.facts as { evidencedCertifications: string[]; turnoverEvidenced: boolean },
      );

    it('refuses a purpose not on the list or a certificate of an unknown certification with 400, storing nothing', async () => {
      const owner = await signUp(app, 'provider');
      const refused: Array<Record<string, string>> = [
        { purpose: 'Board minutes' },
        { purpose: 'evidence:iso-9001' },
        { purpose: 'certificate' },
        { purpose: 'certificate', certification: 'iso-99999' },
        { purpose: 'policy', certification: 'iso-9001' },
      ];
      for (const fields of refused) {
        const res = await uploadDocument(app, owner.accessToken, 'bad.pdf', pdf, fields);
        expect([fields, res.status, res.body.code]).toEqual([fields, 400, 'FILE.INVALID_PURPOSE']);
        expect(res.body.message).toEqual(expect.any(String));
      }
      const list = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
      expect(list.body).toEqual([]);
    });

    it('publishes the company’s facts with a certificate uploaded, not again for a second one, and without it once the last is deleted', async () => {
      const owner = await signUp(app, 'provider');
      const companyId = companyOf(owner.session);
      const before = (await factsEvents(companyId)).length;

      const first = await upload(owner.accessToken, 'iso 27001.pdf', { purpose: 'certificate', certification: 'iso-27001' });
      let events = await factsEvents(companyId);
      expect(events).toHaveLength(before + 1);
      expect(events.at(-1)).toMatchObject({ evidencedCertifications: ['ISO 27001 information security'], turnoverEvidenced: false });

      const second = await upload(owner.accessToken, 'iso 27001 renewed.pdf', { purpose: 'certificate', certification: 'iso-27001' });
      await upload(owner.accessToken, 'policy.pdf', { purpose: 'policy' });
      expect(await factsEvents(companyId)).toHaveLength(before + 1);

      await upload(owner.accessToken, 'accounts 2025.pdf', { purpose: 'financial-accounts' });
      events = await factsEvents(companyId);
      expect(events.at(-1)).toMatchObject({ evidencedCertifications: ['ISO 27001 information security'], turnoverEvidenced: true });

      expect((await call(app, 'DELETE', `/api/file/${first.id}`, { token: owner.accessToken })).status).toBe(200);
      expect(await factsEvents(companyId)).toHaveLength(before + 2);
      expect((await call(app, 'DELETE', `/api/file/${second.id}`, { token: owner.accessToken })).status).toBe(200);
      events = await factsEvents(companyId);
      expect(events).toHaveLength(before + 3);
      expect(events.at(-1)).toMatchObject({ evidencedCertifications: [], turnoverEvidenced: true });
    });

    it('lets no member of another company delete a certificate, nor change the company’s facts by trying', async () => {
      const owner = await signUp(app, 'provider');
      const stranger = await signUp(app, 'provider');
      const companyId = companyOf(owner.session);
      const certificate = await upload(owner.accessToken, 'cqc.pdf', { purpose: 'certificate', certification: 'cqc-registered' });
      const published = (await factsEvents(companyId)).length;

      const res = await call(app, 'DELETE', `/api/file/${certificate.id}`, { token: stranger.accessToken });
      expect(res).toMatchObject({ status: 404, body: { code: 'FILE.NOT_FOUND' } });
      expect(await factsEvents(companyId)).toHaveLength(published);
      const list = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
      expect(list.body.map((d: { id: string }) => d.id)).toEqual([certificate.id]);
    });
  });
});
