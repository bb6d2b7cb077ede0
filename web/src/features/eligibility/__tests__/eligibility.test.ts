import { filterEligibility, withTenderDetails } from '../api/eligibility';

/** A list with some bands left out (the filter reads a missing band as empty). */
const result: Parameters<typeof filterEligibility>[0] = {
  resultInCategory: [
    {
      '100To90': [{ tenderId: 't1', tenderRating: 95 }],
      '89To80': [
        { tenderId: 't2', tenderRating: 80 },
        { tenderId: 't3', tenderRating: 89.5 },
      ],
      '59To0': [{ tenderId: 't4', tenderRating: 12 }],
    },
  ],
};

describe('eligibility filter', () => {
  it('keeps everything for All', () => {
    expect(filterEligibility(result, 'All').map((e) => e.tenderId)).toEqual(['t1', 't2', 't3', 't4']);
  });

  it('keeps entries whose rating falls in the band range', () => {
    expect(filterEligibility(result, '89To80').map((e) => e.tenderId)).toEqual(['t2', 't3']);
    expect(filterEligibility(result, '100To90').map((e) => e.tenderId)).toEqual(['t1']);
    expect(filterEligibility(result, '69To60')).toEqual([]);
    expect(filterEligibility(null, 'All')).toEqual([]);
  });

  it("merges tender details, with 'N/A' where missing", () => {
    const merged = withTenderDetails(filterEligibility(result, '100To90').concat(filterEligibility(result, '59To0')), [
      { id: 't1', title: 'Home care', buyerName: 'Leeds City Council', closingDate: '2027-01-01' },
    ]);
    expect(merged).toEqual([
      { tenderId: 't1', tenderRating: 95, title: 'Home care', buyerName: 'Leeds City Council', closingDate: '2027-01-01' },
      { tenderId: 't4', tenderRating: 12, title: 'N/A', buyerName: 'N/A', closingDate: 'N/A' },
    ]);
  });
});
