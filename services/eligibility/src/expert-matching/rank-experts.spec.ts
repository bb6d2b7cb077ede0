import { workOfTender, type ExpertFacts } from './expert-fit';
import { rankExpertsForProvider, rankExpertsForTender, type NearMissTender } from './rank-experts';

type Expert = ExpertFacts & { accountId: string };
const expert = (accountId: string, overrides: Partial<ExpertFacts> = {}): Expert => ({
  accountId,
  sectors: ['85'],
  regions: ['London'],
  yearsExperience: 10,
  availability: 'available',
  ...overrides,
});
const ids = (ranked: Array<{ expert: Expert }>) => ranked.map((r) => r.expert.accountId);

describe('rankExpertsForTender', () => {
  const work = workOfTender(['85311000'], ['London']);
  const experts = [
    expert('partial', { regions: ['North East'], yearsExperience: 5, availability: 'limited' }), // 57
    expert('region-only', { sectors: ['45'], regions: ['England'], yearsExperience: null }), // 43
    expert('no-fit', { sectors: ['45'], regions: ['Wales'], yearsExperience: 40 }), // 0
    expert('unavailable', { availability: 'unavailable' }), // 86, but unavailable
    expert('best'), // 100
  ];

  it('ranks by score, leaves out experts scoring 0 and puts unavailable experts last', () => {
    const ranked = rankExpertsForTender(experts, work);
    expect(ids(ranked)).toEqual(['best', 'partial', 'region-only', 'unavailable']);
    expect(ranked.map((r) => r.score)).toEqual([100, 57, 43, 86]);
  });

  it('gives each its reasons (work, then availability and experience) and no forTenders', () => {
    const [best] = rankExpertsForTender(experts, work);
    expect(best).toEqual({
      expert: experts[4],
      score: 100,
      reasons: ['Works in CPV division 85 (health and social work)', 'Covers London', 'Available now', '10 years of experience'],
    });
  });

  it('breaks ties by experience, then account id, and keeps at most `limit`', () => {
    const tied = [expert('b'), expert('a'), expert('c', { yearsExperience: 12 })];
    expect(ids(rankExpertsForTender(tied, work))).toEqual(['c', 'a', 'b']);
    expect(ids(rankExpertsForTender(tied, work, 2))).toEqual(['c', 'a']);
  });

  it('keeps at most 20 by default', () => {
    const many = Array.from({ length: 25 }, (_, i) => expert(`e${String(i).padStart(2, '0')}`));
    expect(rankExpertsForTender(many, work)).toHaveLength(20);
  });
});

describe('rankExpertsForProvider', () => {
  // The provider works in 85 in London. T1 (rated 75) also asks for 79; T2 (rated 60) is in Leeds; T3 (rated 45) is
  // construction in Wales.
  const T1: NearMissTender = {
    tenderId: 't1',
    rating: 75,
    work: workOfTender(['85000000', '79000000'], ['London'], { cpvCodes: ['79000000'], regions: [] }),
  };
  const T2: NearMissTender = {
    tenderId: 't2',
    rating: 60,
    work: workOfTender(['85000000'], ['Leeds'], { cpvCodes: [], regions: ['Leeds'] }),
  };
  const T3: NearMissTender = {
    tenderId: 't3',
    rating: 45,
    work: workOfTender(['45000000'], ['Wales'], { cpvCodes: ['45000000'], regions: ['Wales'] }),
  };
  const tenders = [T1, T2, T3];

  it('ranks experts closing the provider gaps above those fitting what it already has', () => {
    const experts = [
      expert('same-as-provider'), // T1: 0.75 + 1 + 2 → 54; T2: 1.5 + 0 + 2 → 50
      expert('brings-79', { sectors: ['79'] }), // T1: 3 + 0.5 × 2 + 2 → 86
      expert('in-leeds', { sectors: ['85'], regions: ['Leeds'] }), // T2: 1.5 + 2 + 2 → 79; T1: 0.75 + 0 + 2 → 39
      expert('nothing', { sectors: ['03'], regions: ['Scotland'] }),
    ];
    const ranked = rankExpertsForProvider(experts, tenders);
    expect(ids(ranked)).toEqual(['brings-79', 'in-leeds', 'same-as-provider']);
    expect(ranked.map((r) => r.score)).toEqual([86, 79, 54]);
  });

  it('names up to 3 tenders each expert helps with, best fit first, and their reasons, gaps first', () => {
    const [leeds] = rankExpertsForProvider([expert('in-leeds', { sectors: ['85'], regions: ['Leeds'] })], tenders);
    expect(leeds.forTenders).toEqual(['t2', 't1']);
    expect(leeds.reasons).toEqual([
      'Covers Leeds, missing from your criteria',
      'Works in CPV division 85 (health and social work)',
      'Available now',
      '10 years of experience',
    ]);
    const broad = rankExpertsForProvider(
      [expert('broad', { sectors: ['85', '79', '45'], regions: ['United Kingdom'] })],
      [...tenders, { ...T3, tenderId: 't4', rating: 41 }],
    );
    // T3 and T4: 100 (closes both gaps); T1: 86 (closes 79, covers London already covered).
    expect(broad[0].forTenders).toEqual(['t3', 't4', 't1']);
  });

  it('prefers, at equal score, the expert helping with more tenders', () => {
    const one = expert('one', { sectors: ['45'], regions: ['Wales'] }); // T3 only: 100
    const two = expert('two', { sectors: ['45', '79'], regions: ['Wales'] }); // T3 and T1: 100 each
    expect(ids(rankExpertsForProvider([one, two], tenders))).toEqual(['two', 'one']);
  });

  it('puts unavailable experts last and answers nothing without nearly eligible tenders', () => {
    const experts = [expert('away', { sectors: ['79'], availability: 'unavailable' }), expert('here')];
    expect(ids(rankExpertsForProvider(experts, tenders))).toEqual(['here', 'away']);
    expect(rankExpertsForProvider(experts, [])).toEqual([]);
  });
});
