import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountsModule } from '../src/accounts.module';
import { DocumentPurpose1767102500001 } from '../src/migrations/1767102500001-document-purpose';
import { RepublishMigratedEvidence1767102900000 } from '../src/migrations/1767102900000-republish-migrated-evidence';
import { CompanyFactsPublisher } from '../src/partner/company-facts.publisher';
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

  it('migrates documents from before the purpose list: evidence:<id> to a certificate, other free text kept as a legacy label', async () => {
    const owner = await signUp(app, 'provider');
    const runner = app.get<DataSource>(getDataSourceToken('accounts')).createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new DocumentPurpose1767102500001();
      await migration.down(runner);
      const legacy = ['evidence:iso-27001', 'evidence:insurance', 'document', 'Board minutes', 'policy', null];
      for (const [i, purpose] of legacy.entries())
        await runner.query(
          `INSERT INTO accounts.stored_file (owner_account_id, original_name, mime_type, size_bytes, storage_key, purpose)
           VALUES ($1, $2, 'application/pdf', 1, $3, $4)`,
          [owner.accountId, `legacy-${i}.pdf`, `legacy-${owner.accountId}-${i}`, purpose],
        );
      await migration.up(runner);
      const rows = (await runner.query(
        `SELECT purpose, certification_id, legacy_purpose FROM accounts.stored_file WHERE owner_account_id = $1 ORDER BY original_name`,
        [owner.accountId],
      )) as unknown[];
      expect(rows).toEqual([
        { purpose: 'certificate', certification_id: 'iso-27001', legacy_purpose: null },
        { purpose: 'other', certification_id: null, legacy_purpose: 'evidence:insurance' },
        { purpose: 'other', certification_id: null, legacy_purpose: null },
        { purpose: 'other', certification_id: null, legacy_purpose: 'Board minutes' },
        { purpose: 'policy', certification_id: null, legacy_purpose: null },
        { purpose: 'other', certification_id: null, legacy_purpose: null },
      ]);
      await expect(
        runner.query(`UPDATE accounts.stored_file SET purpose = 'certificate' WHERE owner_account_id = $1`, [owner.accountId]),
      ).rejects.toThrow(/stored_file_certificate_check/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('lists the companies whose documents the migration made evidence, and publishes their facts once on start', async () => {
    const owner = await signUp(app, 'provider');
    const other = await signUp(app, 'provider');
    const companyId = (owner.session.user.companyId ?? owner.session.partner?.id) as string;
    const ds = app.get<DataSource>(getDataSourceToken('accounts'));
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      const republish = new RepublishMigratedEvidence1767102900000();
      const purposes = new DocumentPurpose1767102500001();
      await republish.down(runner);
      await purposes.down(runner);
      for (const [i, [account, purpose]] of [
        [owner.accountId, 'evidence:iso-27001'],
        [other.accountId, 'Board minutes'],
      ].entries())
        await runner.query(
          `INSERT INTO accounts.stored_file (owner_account_id, company_id, original_name, mime_type, size_bytes, storage_key, purpose)
           SELECT id, company_id, $2, 'application/pdf', 1, $3, $4 FROM accounts.account WHERE id = $1`,
          [account, `legacy-${i}.pdf`, `legacy-${account}-${i}`, purpose],
        );
      await purposes.up(runner);
      await republish.up(runner);
      // Only the company with a certificate now; the other's free text became 'other', no evidence.
      expect(
        await runner.query(`SELECT company_id FROM accounts.company_facts_pending WHERE company_id = ANY($1::uuid[])`, [
          [companyId, other.session.user.companyId ?? other.session.partner?.id],
        ]),
      ).toEqual([{ company_id: companyId }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }

    // On start (publishPending): the listed company's facts are published with its evidence, once.
    await upload(owner.accessToken, 'iso 27001.pdf', { purpose: 'certificate', certification: 'iso-27001' });
    const facts = async () =>
      (await eventsOfType(app, 'accounts.company.facts-changed', companyId)).map((row) => row.envelope.payload.facts);
    const before = (await facts()).length;
    await ds.query(`INSERT INTO accounts.company_facts_pending (company_id) VALUES ($1)`, [companyId]);
    const publisher = app.get(CompanyFactsPublisher);
    expect(await publisher.publishPending()).toBe(1);
    const after = await facts();
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1]).toMatchObject({ evidencedCertifications: ['ISO 27001 information security'] });
    expect(await ds.query(`SELECT 1 FROM accounts.company_facts_pending WHERE company_id = $1`, [companyId])).toEqual([]);
    expect(await publisher.publishPending()).toBe(0);
    expect(await facts()).toHaveLength(before + 1);
  });
});
