import { COMPANY_REGIONS } from '@jointly/contracts';
import { coveringRegions, regionCovers, regionKey } from './region-match';

const keys = (...regions: string[]) => regions.map(regionKey);

describe('region matching', () => {
  it('compares names ignoring case and spacing', () => {
    expect(coveringRegions(keys('yorkshire and  the Humber'), ['Yorkshire and the Humber'])).toEqual(['yorkshire and the humber']);
    expect(coveringRegions(keys('London'), ['North East'])).toEqual([]);
  });

  it('opens national tenders to everyone, even providers who named no region', () => {
    expect(coveringRegions([], ['United Kingdom'])).toEqual(['(national)']);
    expect(coveringRegions(keys('Wales'), ['UK', 'Wales'])).toEqual(['(national)']);
  });

  it('lets a UK-wide provider serve any UK region, but not another country', () => {
    expect(regionCovers('united kingdom', 'scotland')).toBe(true);
    expect(regionCovers('united kingdom', 'south west')).toBe(true);
    expect(regionCovers('united kingdom', 'france')).toBe(false);
  });

  it("reads a company profile's 'UK-wide' (contracts' COMPANY_REGIONS) as serving every UK region", () => {
    expect(COMPANY_REGIONS).toContain('UK-wide');
    expect(coveringRegions(keys('UK-wide'), ['North East'])).toEqual(['uk-wide']);
    expect(coveringRegions(keys('UK-wide'), ['Northern Ireland', 'Wales'])).toEqual(['uk-wide']);
    expect(coveringRegions(keys('UK-wide'), ['France'])).toEqual([]);
  });

  it('treats England as covering the English regions and being covered by them', () => {
    expect(regionCovers('england', 'london')).toBe(true);
    expect(regionCovers('london', 'england')).toBe(true);
    expect(regionCovers('england', 'wales')).toBe(false);
    expect(regionCovers('scotland', 'england')).toBe(false);
  });
});
