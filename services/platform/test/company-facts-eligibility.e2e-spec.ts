import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
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
  type IsolatedDatabase,
} from '@jointly/common/testing';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { EligibilityModule } from '../../eligibility/src/eligibility.module';

/**
 * The company profile is the facts eligibility scores with: a provider edits its company in accounts
 * (PATCH /account/update-profile, PATCH /partner/update/{id}), accounts publishes CompanyFactsChanged, eligibility keeps
 * them and re-rates every account of the company. Real accounts and eligibility modules, real events: in-process, and
 * over a real Kafka broker.
 */
function companyFactsJourney(label: string, kafka: () => string[] | null) {
  let database: IsolatedDatabase;
  let app: NestFastifyApplication;
  const tender = aTenderSummary({ title: 'Supported living, Durham', cpvCodes: ['85311000'], regions: ['North East'], value: 250_000 });

  const ratingOf = async (token: string, accountId: string): Promise<number | undefined> => {
    const res = await call(app, 'GET', `/api/user-eligibility-result/${accountId}`, { token });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    const bands = res.body.resultInCategory[0] as Record<string, Array<{ tenderId: string; tenderRating: number }>>;
    return Object.values(bands)
      .flat()
      .find((row) => row.tenderId === tender.tenderId)?.tenderRating;
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase(label);
    const brokers = kafka();
    const config = testConfig({
      databaseUrl: database.url,
      ...(brokers ? { kafkaBrokers: brokers, kafkaNamespace: `elig_${randomUUID().slice(0, 8)}` } : {}),
    });
    app = await createTestApp({ modules: [AccountsModule, EligibilityModule], config });
    const health = await call(app, 'GET', '/health');
    expect(health.body.events).toMatchObject({ transport: brokers ? 'kafka' : expect.not.stringMatching(/^kafka$/) });
    await publishTenderToEligibility(app, tender);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('rates the provider from its company profile, and re-rates it when a fact changes', async () => {
    const provider = await signUpProviderThroughApi(app, 'facts');
    const token = provider.accessToken;
    expect(await ratingOf(token, provider.accountId)).toBeUndefined();

    const saved = await call(app, 'PATCH', '/api/account/update-profile', {
      token,
      body: {
        serviceCategories: ['supported-living'],
        regions: ['North East'],
        certifications: ['cqc-registered'],
        annualTurnover: 1_000_000,
      },
    });
    expect(saved.status).toBe(200);
    const companyId = saved.body.partner.id as string;
    await eventually('rated 100 from the company profile', async () => (await ratingOf(token, provider.accountId)) === 100, 30_000);

    // Turnover down to £250k: the derived ask is £500k → 2 × 0.5 of 2; 3 + 2 + 1 = 6 / 7 = 86.
    const edited = await call(app, 'PATCH', `/api/partner/update/${companyId}`, { token, body: { annualTurnover: 250_000 } });
    expect(edited.status).toBe(200);
    await eventually('re-rated 86 after the turnover changed', async () => (await ratingOf(token, provider.accountId)) === 86, 30_000);
  });
}

describe('company facts → eligibility, in-process events', () => {
  companyFactsJourney('company_facts_in_process', () => null);
});

describeKafka('company facts → eligibility, events over Kafka', (brokers) => {
  companyFactsJourney('company_facts_kafka', () => brokers);
});
