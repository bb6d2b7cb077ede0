import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TenderCriteriaCheckResult } from '@jointly/contracts';
import {
  aTenderSummary,
  call,
  createIsolatedDatabase,
  createTestApp,
  describeKafka,
  eventually,
  publishTenderToEligibility,
  signUpProviderThroughApi,
  testConfig,
  uploadDocument,
  type IsolatedDatabase,
} from '@jointly/common/testing';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { EligibilityModule } from '../../eligibility/src/eligibility.module';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Uploaded evidence is among the company's facts: a certificate uploaded (POST /file/upload-document, purpose
 * certificate) makes accounts publish CompanyFactsChanged with it, eligibility counts the certification as held and
 * says it is evidenced; deleting the last one takes it away again. Real accounts and eligibility modules, real
 * events: in-process, and over a real Kafka broker.
 */
function companyEvidenceJourney(label: string, kafka: () => string[] | null) {
  let database: IsolatedDatabase;
  let app: NestFastifyApplication;
  // Derived criteria: CPV 85311000 (3), North East (2), turnover £500k (2), and ISO 27001 from the selection criteria (1).
  const tender = aTenderSummary({
    title: 'Care records platform, Durham',
    cpvCodes: ['85311000'],
    regions: ['North East'],
    value: 250_000,
    criteriaSource: { selectionCriteria: 'Bidders must hold ISO 27001 certification.', contractMonths: null, suitability: null, lots: [] },
  });

  const checkOf = async (token: string, accountId: string): Promise<TenderCriteriaCheckResult> => {
    const res = await call(app, 'GET', `/api/tender-criteria/check-status?tenderCriteria=${tender.tenderId}&account=${accountId}`, {
      token,
    });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body as TenderCriteriaCheckResult;
  };
  const ratingOf = async (token: string, accountId: string): Promise<number | undefined> => {
    const res = await call(app, 'GET', `/api/user-eligibility-result/${accountId}`, { token });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    const bands = res.body.resultInCategory[0] as Record<string, Array<{ tenderId: string; tenderRating: number }>>;
    return Object.values(bands)
      .flat()
      .find((row) => row.tenderId === tender.tenderId)?.tenderRating;
  };
  const certificationOutcome = async (token: string, accountId: string) =>
    (await checkOf(token, accountId)).breakdown.find((outcome) => outcome.type === 'certification');

  beforeAll(async () => {
    database = await createIsolatedDatabase(label);
    const brokers = kafka();
    const config = testConfig({
      databaseUrl: database.url,
      ...(brokers ? { kafkaBrokers: brokers, kafkaNamespace: `evid_${randomUUID().slice(0, 8)}` } : {}),
    });
    app = await createTestApp({ modules: [AccountsModule, EligibilityModule], config });
    await publishTenderToEligibility(app, tender);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('rates the company up when a certificate is uploaded, says it is evidenced, and back down when it is deleted', async () => {
    const provider = await signUpProviderThroughApi(app, 'evidence');
    const stranger = await signUpProviderThroughApi(app, 'evidence');
    const token = provider.accessToken;
    const { accountId } = provider;
    const saved = await call(app, 'PATCH', '/api/account/update-profile', {
      token,
      body: { serviceCategories: ['supported-living'], regions: ['North East'], annualTurnover: 1_000_000 },
    });
    expect(saved.status).toBe(200);
    await eventually('rated from the profile, without ISO 27001', async () => ((await ratingOf(token, accountId)) ?? 100) < 100, 30_000);
    const without = (await ratingOf(token, accountId))!;
    expect(await certificationOutcome(token, accountId)).toMatchObject({ status: 'unmet', provided: null });

    const refused = await uploadDocument(app, token, 'iso.pdf', pdf, { purpose: 'certificate', certification: 'ISO 27001' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'FILE.INVALID_PURPOSE' } });

    const uploaded = await uploadDocument(app, token, 'iso 27001.pdf', pdf, { purpose: 'certificate', certification: 'iso-27001' });
    expect(uploaded.status).toBe(201);
    await eventually('rated 100 with the certificate uploaded', async () => (await ratingOf(token, accountId)) === 100, 30_000);
    expect(await certificationOutcome(token, accountId)).toMatchObject({
      status: 'met',
      evidence: 'evidenced',
      provided: 'ISO 27001 information security — evidenced by an uploaded certificate',
    });

    // Someone of another company cannot take the evidence away.
    const foreign = await call(app, 'DELETE', `/api/file/${uploaded.body.file.id}`, { token: stranger.accessToken });
    expect(foreign.status).toBe(404);

    const deleted = await call(app, 'DELETE', `/api/file/${uploaded.body.file.id}`, { token });
    expect(deleted.status).toBe(200);
    await eventually('re-rated down once the certificate is deleted', async () => (await ratingOf(token, accountId)) === without, 30_000);
    expect(await certificationOutcome(token, accountId)).toMatchObject({ status: 'unmet', provided: null });

    // Claimed on the profile with no certificate: it still scores, and the explanation says so.
    const claimed = await call(app, 'PATCH', '/api/account/update-profile', { token, body: { certifications: ['iso-27001'] } });
    expect(claimed.status).toBe(200);
    await eventually('rated 100 on the claim', async () => (await ratingOf(token, accountId)) === 100, 30_000);
    expect(await certificationOutcome(token, accountId)).toMatchObject({
      status: 'met',
      evidence: 'claimed',
      provided: 'ISO 27001 information security — claimed on your profile, no certificate uploaded',
    });
  });
}

describe('company evidence → eligibility, in-process events', () => {
  companyEvidenceJourney('company_evidence_in_process', () => null);
});

describeKafka('company evidence → eligibility, events over Kafka', (brokers) => {
  companyEvidenceJourney('company_evidence_kafka', () => brokers);
});
