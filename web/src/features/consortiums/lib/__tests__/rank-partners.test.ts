import { rankPartners } from '../rank-partners';

const partner = (id: string, companyName: string) => ({ id, companyName }) as never;

describe('rankPartners', () => {
  it('puts the partners that close the consortium’s gaps first, with what they bring and on which tender', () => {
    const ranked = rankPartners([partner('a', 'Alpha'), partner('b', 'Bravo'), partner('c', 'Charlie')], {
      consortiumId: 'k',
      targetTenders: [],
      suggestions: [
        {
          companyId: 'c',
          companyName: 'Charlie',
          ratingGain: 57,
          bestTender: { tenderId: 't', title: 'Digital care records', from: 43, to: 100 },
          reasons: ['covers North West', 'adds ISO 27001'],
          complementarity: 2,
        },
        { companyId: 'a', companyName: 'Alpha', ratingGain: 0, bestTender: null, reasons: [], complementarity: 1 },
      ],
    });
    expect(ranked.map((p) => [p.companyName, p.reason])).toEqual([
      ['Charlie', 'Covers North West, adds ISO 27001 · Digital care records: 43 → 100'],
      ['Alpha', null],
      ['Bravo', null],
    ]);
    expect(rankPartners([partner('a', 'Alpha')], undefined)).toEqual([{ id: 'a', companyName: 'Alpha', reason: null }]);
  });
});
