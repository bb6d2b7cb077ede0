import { fitExpert, prepareExpert, workOfTender, type ExpertFacts } from './expert-fit';

const expert = (overrides: Partial<ExpertFacts> = {}): ExpertFacts => ({
  sectors: ['85'],
  regions: ['London'],
  yearsExperience: 10,
  availability: 'available',
  ...overrides,
});
const fit = (facts: ExpertFacts, work = workOfTender(['85311000'], ['London'])) => fitExpert(prepareExpert(facts), work);

describe('workOfTender', () => {
  it('takes distinct CPV divisions of the codes and the named regions', () => {
    expect(workOfTender(['85311000', '85-3', '79000000', 'junk'], ['London', ' london ', 'North East'])).toEqual({
      divisions: ['85', '79'],
      regions: ['London', 'North East'],
      national: false,
    });
  });

  it('marks national tenders and keeps the provider gaps (national tenders have no region gaps)', () => {
    expect(workOfTender(['85000000'], ['United Kingdom'], { cpvCodes: ['79'], regions: ['Wales'] })).toEqual({
      divisions: ['85', '79'],
      regions: ['Wales'],
      national: true,
      gaps: { divisions: ['79'], regions: [] },
    });
  });
});

describe('fitExpert for one tender', () => {
  it('gives 100 to an available expert of 10 years who works in the sector and covers the region, with reasons', () => {
    expect(fit(expert())).toEqual({
      score: 100,
      gapsClosed: 0,
      reasons: {
        gaps: [],
        work: ['Works in CPV division 85 (health and social work)', 'Covers London'],
        profile: ['Available now', '10 years of experience'],
      },
    });
  });

  it('weighs sector 3, region 2, availability 1 and experience 1 (partial up to 10 years)', () => {
    // 3 + 0 + 0.5 + 0.5 of 7
    expect(fit(expert({ regions: ['North East'], yearsExperience: 5, availability: 'limited' })).score).toBe(57);
    // 0 + 2 + 1 + 0 of 7: England covers London
    expect(fit(expert({ sectors: ['45'], regions: ['England'], yearsExperience: null })).score).toBe(43);
    // 3 + 2 + 0 + 1 of 7
    expect(fit(expert({ availability: 'unavailable', yearsExperience: 25 })).score).toBe(86);
  });

  it('gives partial sector credit by the share of the tender divisions the expert works in', () => {
    // 1.5 + 2 + 1 + 1 of 7
    expect(fit(expert(), workOfTender(['85000000', '79000000'], ['London'])).score).toBe(79);
  });

  it('scores 0 an expert that fits neither the sectors nor the regions, whatever its availability and experience', () => {
    expect(fit(expert({ sectors: ['45'], regions: ['Wales'], yearsExperience: 30 })).score).toBe(0);
    expect(fit(expert({ sectors: [], regions: [] })).score).toBe(0);
  });

  it('lets every expert cover a national tender, but a national region alone is no fit', () => {
    const national = workOfTender(['85000000'], ['United Kingdom']);
    const inWales = fit(expert({ regions: ['Wales'], yearsExperience: 0 }), national);
    expect(inWales.score).toBe(86); // 3 + 2 + 1 + 0 of 7
    expect(inWales.reasons.work).toEqual([
      'Works in CPV division 85 (health and social work)',
      'National tender: open to experts in any region',
    ]);
    expect(fit(expert({ sectors: ['45'] }), national).score).toBe(0);
  });

  it('leaves out the parts the tender does not name', () => {
    // no regions: 3 + 0.5 + 0.5 of 5
    expect(fit(expert({ yearsExperience: 5, availability: 'limited' }), workOfTender(['85311000'], [])).score).toBe(80);
    // no CPV codes: 2 + 1 + 1 of 4
    expect(fit(expert({ sectors: [] }), workOfTender([], ['London'])).score).toBe(100);
  });

  it('says 1 year, and nothing for unknown experience', () => {
    expect(fit(expert({ yearsExperience: 1 })).reasons.profile).toEqual(['Available now', '1 year of experience']);
    expect(fit(expert({ yearsExperience: null, availability: 'limited' })).reasons.profile).toEqual(['Limited availability']);
  });
});

describe('fitExpert for a provider (with gaps)', () => {
  const work = workOfTender(['85000000', '79000000'], ['London', 'Leeds'], { cpvCodes: ['79000000'], regions: ['Leeds'] });

  it('gives full credit for closing the provider gaps and names them', () => {
    const closer = fit(expert({ sectors: ['79'], regions: ['Leeds'] }), work);
    expect(closer).toEqual({
      score: 100,
      gapsClosed: 2,
      reasons: {
        gaps: ['Brings CPV division 79 (business services), missing from your criteria', 'Covers Leeds, missing from your criteria'],
        work: [],
        profile: ['Available now', '10 years of experience'],
      },
    });
  });

  it('gives half credit for fitting what the provider already covers, so gap closers rank higher', () => {
    // sector 0.5 × 1/2 × 3 = 0.75, region 0.5 × 1/2 × 2 = 0.5, + 1 + 1 of 7
    const same = fit(expert({ sectors: ['85'], regions: ['London'] }), work);
    expect(same.score).toBe(46);
    expect(same.gapsClosed).toBe(0);
    expect(same.reasons.work).toEqual(['Works in CPV division 85 (health and social work)', 'Covers London']);
  });

  it('still scores 0 an expert fitting nothing of the tender', () => {
    expect(fit(expert({ sectors: ['45'], regions: ['Wales'] }), work).score).toBe(0);
  });
});
