import { planRatingsPage } from './ratings-page';

describe('planRatingsPage (which rows a page of the results list reads)', () => {
  const stored = { '100To90': 3, '89To80': 4, '79To70': 0, '69To60': 3 }; // 10 stored ratings

  it('reads one stored band by its rating range, never the low band', () => {
    expect(planRatingsPage('89To80', 20, 10, stored)).toEqual({ stored: { minimum: 80, maximum: 89, offset: 20, limit: 10 } });
    expect(planRatingsPage('69To60', 0, 50, stored)).toEqual({ stored: { minimum: 60, maximum: 69, offset: 0, limit: 50 } });
  });

  it('reads the 59To0 band only from the low band', () => {
    expect(planRatingsPage('59To0', 40, 20, stored)).toEqual({ low: { offset: 40, limit: 20 } });
  });

  it("reads 'All' from the stored ratings while the page stays within them", () => {
    expect(planRatingsPage('All', 0, 5, stored)).toEqual({ stored: { minimum: 60, maximum: 100, offset: 0, limit: 5 } });
    expect(planRatingsPage('All', 5, 5, stored)).toEqual({ stored: { minimum: 60, maximum: 100, offset: 5, limit: 5 } });
  });

  it("continues 'All' into the low band where the stored ratings end, without a gap or a repeat", () => {
    expect(planRatingsPage('All', 6, 10, stored)).toEqual({
      stored: { minimum: 60, maximum: 100, offset: 6, limit: 4 },
      low: { offset: 0, limit: 6 },
    });
    expect(planRatingsPage('All', 10, 10, stored)).toEqual({ low: { offset: 0, limit: 10 } });
    expect(planRatingsPage('All', 30, 10, stored)).toEqual({ low: { offset: 20, limit: 10 } });
  });

  it('pages laid end to end cover the list once each', () => {
    const read: string[] = [];
    for (let offset = 0; offset < 40; offset += 7) {
      const plan = planRatingsPage('All', offset, 7, stored);
      for (let i = 0; i < (plan.stored?.limit ?? 0); i++) read.push(`s${plan.stored!.offset + i}`);
      for (let i = 0; i < (plan.low?.limit ?? 0); i++) read.push(`l${plan.low!.offset + i}`);
    }
    const expected = [...Array.from({ length: 10 }, (_, i) => `s${i}`), ...Array.from({ length: 32 }, (_, i) => `l${i}`)];
    expect(read).toEqual(expected);
  });

  it('treats an account without stored ratings as all low band', () => {
    expect(planRatingsPage('All', 0, 20, {})).toEqual({ low: { offset: 0, limit: 20 } });
  });
});
