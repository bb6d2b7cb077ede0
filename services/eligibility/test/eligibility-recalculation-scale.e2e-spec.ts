import { randomUUID } from 'node:crypto';
import { EligibilityEvents, TenderEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

const OPEN_TENDERS = 20_000;
const ACCOUNTS = 5_000;

/**
 * Recalculation is set-based: one read of every open tender (or every account), scoring in memory, one upsert. This
 * measures it on 20,000 generated open tenders (a tenth with criteria added per lot) and 5,000 accounts, and prints
 * the figures; the bounds only say "seconds, not minutes".
 */
describe('recalculation at scale', () => {
  let t: EligibilityTestApp;
  const provider = aUser('provider', randomUUID());
  const count = async (sql: string, params: unknown[]) => ((await t.db.query(sql, params)) as Array<{ n: number }>)[0].n;

  beforeAll(async () => {
    t = await startEligibilityApp('eligibility_scale');
    // Generated summaries: CPV divisions 70–89, regions cycling over five, values £50k–£5m, closing within a year.
    await t.db.query(
      `INSERT INTO eligibility.tender_summary (tender_id, title, buyer_name, status, value, currency, closing_date, cpv_codes, regions, rated)
       SELECT gen_random_uuid(), 'Generated tender ' || i, 'Buyer ' || (i % 400), 'active', 50000 + (i % 100) * 50000, 'GBP',
              now() + ((1 + i % 365) || ' days')::interval,
              ARRAY[(70 + i % 20)::text || lpad((i % 1000)::text, 3, '0') || '000'],
              CASE WHEN i % 10 = 0 THEN ARRAY['United Kingdom']
                   ELSE ARRAY[(ARRAY['North East', 'North West', 'London', 'Scotland', 'Yorkshire and the Humber'])[1 + i % 5]] END,
              true
         FROM generate_series(1, $1) AS i`,
      [OPEN_TENDERS],
    );
    await t.db.query(
      `INSERT INTO eligibility.tender_criteria (tender_id, lot, requirements, created_by)
       SELECT tender_id, 'Lot ' || lot, jsonb_build_array(
                jsonb_build_object('type', 'serviceCategory', 'cpvCodes', cpv_codes, 'weight', 3, 'mandatory', true),
                jsonb_build_object('type', 'certification', 'name', 'ISO 9001', 'weight', 1, 'mandatory', false),
                jsonb_build_object('type', 'staffCount', 'minimum', 10 * lot, 'weight', 1, 'mandatory', false)), $1::uuid
         FROM (SELECT tender_id, cpv_codes FROM eligibility.tender_summary ORDER BY tender_id LIMIT $2) s, generate_series(1, 2) AS lot`,
      [randomUUID(), OPEN_TENDERS / 10],
    );
    await t.db.query(
      `INSERT INTO eligibility.user_criteria (account_id, service_categories, regions, annual_turnover, staff_count, certifications)
       SELECT gen_random_uuid(), ARRAY[(70 + i % 20)::text], ARRAY['North East'], 100000 * (i % 50), i % 200, ARRAY['ISO 9001']
         FROM generate_series(1, $1) AS i`,
      [ACCOUNTS - 1],
    );
  });
  afterAll(() => t?.close());

  it(`rates one account against ${OPEN_TENDERS.toLocaleString('en-GB')} open tenders in seconds (UserCriteriaChanged)`, async () => {
    const started = Date.now();
    const res = await t.as(provider, 'POST', '/api/user-criteria/add', {
      serviceCategories: ['85', '72'],
      regions: ['North East', 'London'],
      annualTurnover: 3_000_000,
      staffCount: 40,
      certifications: ['ISO 9001'],
    });
    expect(res.status).toBe(201);
    const [changed] = await t.outbox(EligibilityEvents.UserCriteriaChanged.type);
    await eventually(
      'the account rated',
      async () =>
        (await count('SELECT count(*)::int AS n FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
          'RecalculateOnUserCriteriaChanged',
          changed.id,
        ])) > 0,
      60_000,
    );
    const eventMs = Date.now() - started;
    const storedOfAccount = await count('SELECT count(*)::int AS n FROM eligibility.eligibility_result WHERE account_id = $1', [
      provider.id,
    ]);
    // Sparse: only ratings of 60 and above are stored.
    expect(storedOfAccount).toBeGreaterThan(0);
    expect(storedOfAccount).toBeLessThan(OPEN_TENDERS);
    // Crossings into 80+ are many here (first rating), but one account gets at most 10 events per recalculation.
    const events = (await t.outbox(EligibilityEvents.EligibilityCalculated.type)).filter((e) => e.aggregateId === provider.id);
    expect(events.length).toBe(10);

    const again = Date.now();
    const checkAll = await t.as(provider, 'GET', `/api/user-eligibility-result/check-all/${provider.id}`);
    const checkAllMs = Date.now() - again;
    expect(checkAll.status).toBe(200);
    const listed = Object.values(checkAll.body.resultInCategory[0] as Record<string, unknown[]>).reduce((n, list) => n + list.length, 0);
    expect(listed).toBe(OPEN_TENDERS);
    expect(listed - (checkAll.body.resultInCategory[0] as Record<string, unknown[]>)['59To0'].length).toBe(storedOfAccount);
    console.log(
      `[scale] one account vs ${OPEN_TENDERS} open tenders: UserCriteriaChanged → ratings stored in ${eventMs} ms; ` +
        `check-all (recalculate + answer) in ${checkAllMs} ms`,
    );
    expect(eventMs).toBeLessThan(30_000);
  });

  it(`rates one tender against ${ACCOUNTS.toLocaleString('en-GB')} accounts in seconds (TenderPublished)`, async () => {
    const tender = aTenderSummary({ cpvCodes: ['85311000'], regions: ['North East'] });
    const envelope = createEvent(TenderEvents.TenderPublished, { aggregateId: tender.tenderId, payload: tender });
    const started = Date.now();
    await t.tenders.publish(envelope);
    await eventually(
      'the tender rated',
      async () =>
        (await count('SELECT count(*)::int AS n FROM eligibility.processed_event WHERE consumer = $1 AND event_id = $2', [
          'RateTenderOnTenderEvents',
          envelope.id,
        ])) > 0,
      60_000,
    );
    const ms = Date.now() - started;
    // Sparse: the accounts rated 60 and above (the generated ones in division 85, in the North East), none below.
    expect(
      await count('SELECT count(*)::int AS n FROM eligibility.eligibility_result WHERE tender_id = $1', [tender.tenderId]),
    ).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*)::int AS n FROM eligibility.eligibility_result WHERE tender_id = $1 AND rating < 60', [tender.tenderId]),
    ).toBe(0);
    console.log(`[scale] one tender vs ${ACCOUNTS} accounts: TenderPublished → ratings stored in ${ms} ms`);
    expect(ms).toBeLessThan(30_000);
  });
});
