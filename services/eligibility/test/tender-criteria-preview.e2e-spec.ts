import { randomUUID } from 'node:crypto';
import {
  AdminActionEvents,
  EligibilityEvents,
  TenderEvents,
  type AdminActionRecorded,
  type TenderCriteriaPreview,
} from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * POST /api/tender-criteria/preview: before saving criteria, how many providers would move band. Tender T: CPV
 * 85311000, North East, £250k (derived: CPV 3 mandatory, region 2, turnover £500k 2). Providers: A (85, North East,
 * £1m, CQC) 100; B (85, London, £1m) 71; Z (45, North East, no turnover) 29 (capped).
 */
describe('POST /api/tender-criteria/preview', () => {
  let t: EligibilityTestApp;
  const [A, B, Z] = [aUser('provider', randomUUID()), aUser('provider', randomUUID()), aUser('provider', randomUUID())];
  const admin = aUser('admin');
  const staff = aUser('staff');
  const ungranted = aUser('staff');
  const T = aTenderSummary({ title: 'Supported living, Durham' });
  const cqcMandatory = [
    { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
    { type: 'certification', name: 'CQC registration', weight: 2, mandatory: true },
  ];
  const preview = (who: typeof admin, body: object) => t.as(who, 'POST', '/api/tender-criteria/preview', body);

  beforeAll(async () => {
    t = await startEligibilityApp('tender_criteria_preview');
    await t.tenders.publish(createEvent(TenderEvents.TenderPublished, { aggregateId: T.tenderId, payload: T }));
    await eventually(
      'tender known',
      async () =>
        ((await t.db.query('SELECT 1 FROM eligibility.tender_summary WHERE tender_id = $1', [T.tenderId])) as unknown[]).length > 0,
    );
    for (const [who, body] of [
      [A, { serviceCategories: ['85'], regions: ['North East'], annualTurnover: 1_000_000, certifications: ['CQC registration'] }],
      [B, { serviceCategories: ['85'], regions: ['London'], annualTurnover: 1_000_000 }],
      [Z, { serviceCategories: ['45'], regions: ['North East'] }],
    ] as const) {
      const res = await t.as(who, 'POST', '/api/user-criteria/add', body);
      expect(res.status).toBe(201);
    }
    await t.setPowers(staff, ['tender-criteria']);
  });
  afterAll(() => t?.close());

  it('counts the providers per band now and as proposed, and who moves where — writing nothing', async () => {
    const outboxBefore = (await t.outbox(EligibilityEvents.TenderCriteriaAdded.type)).length;
    const res = await preview(admin, { tender: T.tenderId, requirements: cqcMandatory });
    expect(res.status).toBe(200);
    // As proposed: A 100; B 3/5 = 60 capped at 59 (CQC mandatory, not held); Z 0.
    expect(res.body as TenderCriteriaPreview).toEqual({
      tenderId: T.tenderId,
      lot: null,
      providers: 3,
      before: { '100To90': 1, '89To80': 0, '79To70': 1, '69To60': 0, '59To0': 1 },
      after: { '100To90': 1, '89To80': 0, '79To70': 0, '69To60': 0, '59To0': 2 },
      moves: [{ from: '79To70', to: '59To0', count: 1 }],
      movedUp: 0,
      movedDown: 1,
      unchanged: 2,
    });
    expect((await t.db.query('SELECT 1 FROM eligibility.tender_criteria WHERE tender_id = $1', [T.tenderId])) as unknown[]).toHaveLength(0);
    expect(await t.outbox(EligibilityEvents.TenderCriteriaAdded.type)).toHaveLength(outboxBefore);
  });

  it('previews against the saved criteria once there are some (the lot replaced, other lots kept)', async () => {
    const saved = await t.as(staff, 'POST', '/api/tender-criteria/add', { tender: T.tenderId, requirements: cqcMandatory });
    expect(saved.status).toBe(201);
    // The save is audited with the requirements before (none added) and after.
    const [audit] = (await t.outbox<AdminActionRecorded>(AdminActionEvents.eligibility.type)).slice(-1);
    expect(audit.payload).toMatchObject({
      action: 'tender-criteria.create',
      resource: 'tender-criteria',
      resourceId: saved.body.tenderCriteria.id,
      actorEmail: staff.email,
      changes: { requirements: { from: null, to: expect.any(Array) } },
    });
    const res = await preview(staff, {
      tender: T.tenderId,
      requirements: [{ type: 'serviceCategory', cpvCodes: ['85'], weight: 1, mandatory: false }],
    });
    expect(res.status).toBe(200);
    // Now A 100, B 59, Z 0 → CPV 85 only: A 100, B 100, Z 0.
    expect(res.body).toMatchObject({ moves: [{ from: '59To0', to: '100To90', count: 1 }], movedUp: 1, movedDown: 0, unchanged: 2 });
  });

  it('is for admins and granted staff; validates like add (400 naming the field), 404 for an unknown tender', async () => {
    const body = { tender: T.tenderId, requirements: cqcMandatory };
    expect((await t.as(null, 'POST', '/api/tender-criteria/preview', body)).status).toBe(401);
    for (const who of [A, ungranted]) expect((await preview(who, body)).status).toBe(403);
    const bad = await preview(admin, { tender: T.tenderId, requirements: [{ type: 'minimumTurnover', minimum: 'lots' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('requirements[0].minimum');
    expect((await preview(admin, { tender: 'nope', requirements: cqcMandatory })).status).toBe(400);
    expect((await preview(admin, { tender: T.tenderId, requirements: 'x'.repeat(10) })).status).toBe(400);
    expect((await preview(admin, { tender: randomUUID(), requirements: cqcMandatory })).status).toBe(404);
  });

  it('has a rate limit of its own per account: 20 previews a minute, then 429 with Retry-After; others unaffected', async () => {
    const busy = aUser('staff');
    await t.setPowers(busy, ['tender-criteria']);
    const body = { tender: T.tenderId, requirements: cqcMandatory };
    for (let i = 0; i < 20; i++) expect((await preview(busy, body)).status).toBe(200);
    const refused = await preview(busy, body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many criteria previews; try again in 1 minute\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account still previews.
    expect((await preview(staff, body)).status).toBe(200);
  });
});
