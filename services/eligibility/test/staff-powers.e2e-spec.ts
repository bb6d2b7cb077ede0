import { AccountEvents, TenderEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { aTenderSummary, aUser, eventually, startEligibilityApp, type EligibilityTestApp } from './support/eligibility-test-app';

/**
 * Issue 11 item 1, in eligibility's own process: the tender-criteria power of a staff account comes from the read
 * model of accounts' StaffPowersChanged events and is checked on every request, never taken from the token.
 */
describe('POST /api/tender-criteria/add: staff powers from events', () => {
  let t: EligibilityTestApp;
  const requirements = [{ type: 'certification', name: 'CQC registration', weight: 2, mandatory: true }];

  const publishTender = async (summary: ReturnType<typeof aTenderSummary>) => {
    await t.tenders.publish(createEvent(TenderEvents.TenderPublished, { aggregateId: summary.tenderId, payload: summary }));
    await eventually(`tender ${summary.title}`, async () => {
      const rows = (await t.db.query('SELECT 1 FROM eligibility.tender_summary WHERE tender_id = $1', [summary.tenderId])) as unknown[];
      return rows.length > 0;
    });
  };

  beforeAll(async () => {
    t = await startEligibilityApp('staff_powers');
  });
  afterAll(() => t?.close());

  it('checks the grant on every request from the read model of StaffPowersChanged: a revocation counts at once', async () => {
    const member = aUser('staff');
    const E = aTenderSummary({ title: 'Day services, Sunderland' });
    await publishTender(E);
    const token = t.token(member); // issued before the grant and kept after the revocation
    const add = () => call(t.app, 'POST', '/api/tender-criteria/add', { token, body: { tender: E.tenderId, requirements } });
    expect((await add()).status).toBe(403);
    await t.setPowers(member, ['content']);
    expect((await add()).status).toBe(403);
    await t.setPowers(member, ['content', 'tender-criteria']);
    expect((await add()).status).toBe(201);
    await t.setPowers(member, ['content']);
    expect(await add()).toMatchObject({ status: 403, body: { code: 'AUTH.POWER_NOT_GRANTED' } });
    // A late copy of an older set (redelivery, replay) does not bring the power back.
    const stale = createEvent(AccountEvents.StaffPowersChanged, {
      aggregateId: member.id,
      payload: { accountId: member.id, powers: ['content', 'tender-criteria'], version: 2 },
    });
    await t.accounts.publish(stale);
    await eventually('the stale event handled', async () => {
      const rows = (await t.db.query(
        `SELECT 1 FROM eligibility.processed_event WHERE consumer = 'KeepStaffPowersOnStaffPowersChanged' AND event_id = $1`,
        [stale.id],
      )) as unknown[];
      return rows.length > 0;
    });
    expect((await add()).status).toBe(403);
  });
});
