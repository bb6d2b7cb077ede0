import { releaseToTender } from '../../ocds/release-to-tender';
import { applyOverrides, type TenderRecord } from '../../ocds/tender-record';
import { planTenderEdit } from './tender-edit-plan';

const imported = ((): TenderRecord => {
  const outcome = releaseToTender(
    {
      ocid: 'ocds-test-edit-1',
      date: '2026-11-01T09:00:00Z',
      buyer: { name: 'Durham County Council' },
      tender: {
        title: 'Domiciliary care services',
        description: 'Care at home across the county',
        status: 'active',
        value: { amount: 250000, currency: 'GBP' },
        tenderPeriod: { endDate: '2026-12-20T12:00:00Z' },
        items: [{ classification: { scheme: 'CPV', id: '85311000' } }],
      },
    },
    { packagePublisher: null, now: new Date('2026-11-22T12:00:00Z') },
  );
  if (outcome.kind !== 'tender') throw new Error(`expected a tender, got ${outcome.kind}`);
  return outcome.record;
})();

describe('planTenderEdit', () => {
  it('lays the new values over the imported record, remembers the imported ones and publishes a summary change', () => {
    const plan = planTenderEdit('t-1', imported, imported, null, { set: { title: 'Home care, lot 2', value: 300000 }, revert: [] }, 0);
    expect(plan.final).toEqual({ ...imported, title: 'Home care, lot 2', value: 300000 });
    expect(plan.overrides).toEqual({ title: 'Home care, lot 2', value: 300000 });
    expect(plan.importedValues).toEqual({ title: 'Domiciliary care services', value: 250000 });
    expect(plan.changed).toEqual(['title', 'value']);
    expect(plan.summaryChanged).toBe(true);
  });

  it('keeps earlier overrides and reverts a field to its imported value, not to the current one', () => {
    const earlier = { title: 'Home care, lot 2', noticeUrl: 'https://buyer.example/notice/7' };
    const current = applyOverrides(imported, earlier);
    const plan = planTenderEdit('t-1', current, imported, earlier, { set: {}, revert: ['title'] }, 0);
    expect(plan.overrides).toEqual({ noticeUrl: 'https://buyer.example/notice/7' });
    expect(plan.final.title).toBe('Domiciliary care services');
    expect(plan.final.noticeUrl).toBe('https://buyer.example/notice/7');
    expect(plan.importedValues).toEqual({ noticeUrl: imported.noticeUrl });
    expect(plan.changed).toEqual(['title']);
    expect(plan.summaryChanged).toBe(true);
  });

  it('changes no summary for a new notice link, description or document (nothing to re-rate)', () => {
    const plan = planTenderEdit(
      't-1',
      imported,
      imported,
      null,
      { set: { noticeUrl: 'https://buyer.example/notice/8', description: 'Updated scope' }, revert: [] },
      2,
    );
    expect(plan.changed).toEqual(['description', 'noticeUrl', 'documents']);
    expect(plan.summaryChanged).toBe(false);
  });

  it('changes nothing when the edit sets the values the tender already has', () => {
    const plan = planTenderEdit('t-1', imported, imported, null, { set: { title: imported.title }, revert: [] }, 0);
    expect(plan.changed).toEqual([]);
    expect(plan.summaryChanged).toBe(false);
    expect(plan.overrides).toEqual({ title: imported.title });
  });
});
