import { decodeEntities } from '../components/highlighted-text';
import { amountAt, positionOf } from '../components/value-range-filter';
import {
  activeFilterCount,
  cpvStemOf,
  criteriaFromSaved,
  criteriaFromUrl,
  criteriaToUrl,
  effectiveSort,
  emptyCriteria,
  hasValueRange,
  toApiParams,
} from '../lib/search-criteria';

describe('tender search criteria', () => {
  it('round-trips the filters through the URL and ignores malformed values', () => {
    const params = new URLSearchParams(
      'status=active,awarded&cpv=85000000,x&region=Wales&region=North%20West&min=100000&max=abc&page=3&sort=value-high&closingFrom=2026-12-01&publishedSince=bad',
    );
    const criteria = criteriaFromUrl(params, 'home care');
    expect(criteria).toMatchObject({
      keywords: 'home care',
      statuses: ['active', 'awarded'],
      cpv: ['85'],
      regions: ['Wales', 'North West'],
      min: 100000,
      max: null,
      page: 3,
      sort: 'value-high',
      closingFrom: '2026-12-01',
      publishedSince: '',
    });
    expect(criteriaFromUrl(criteriaToUrl(criteria), 'home care')).toEqual(criteria);
    expect(criteriaFromUrl(new URLSearchParams('page=-2&sort=cheapest')).page).toBe(1);
  });

  it('builds the API query: keywords, id-style lists, the value range with its defaults, 10 a page', () => {
    const criteria = { ...emptyCriteria(), keywords: ' care ', cpv: ['85'], regions: ['Wales'], min: 5000, page: 2 };
    expect(toApiParams(criteria)).toEqual({
      query: 'care',
      cpv: ['85'],
      region: ['Wales'],
      min: 5000,
      max: 90_000_000,
      page: 2,
      limit: 10,
    });
    expect(hasValueRange({ min: 0, max: 90_000_000 })).toBe(false);
    expect(hasValueRange({ min: null, max: 1_000 })).toBe(true);
    expect(activeFilterCount(criteria)).toBe(3);
  });

  it('uses relevance only with keywords', () => {
    expect(effectiveSort({ sort: 'relevance', keywords: '' })).toBe('newest');
    expect(effectiveSort({ sort: null, keywords: 'care' })).toBe('relevance');
    expect(effectiveSort({ sort: 'closing-soonest', keywords: '' })).toBe('closing-soonest');
  });

  it('reads a saved search’s filters (padded CPV codes, ISO dates) back as criteria', () => {
    const criteria = criteriaFromSaved('"home care"', {
      cpv: ['85300000'],
      closingTo: '2026-12-31T23:59:59.999Z',
      includeAll: true,
      min: 1000,
    });
    expect(criteria).toMatchObject({ keywords: '"home care"', cpv: ['853'], closingTo: '2026-12-31', includeAll: true, min: 1000 });
    expect(cpvStemOf('80000000')).toBe('80');
    expect(cpvStemOf('85311000-2')).toBe('85311');
    expect(cpvStemOf('UNSPSC')).toBeNull();
  });

  it('maps the value slider on a log scale from £0 to £90,000,000', () => {
    expect(amountAt(0)).toBe(0);
    expect(amountAt(100)).toBe(90_000_000);
    expect(positionOf(amountAt(50))).toBe(50);
    expect(amountAt(50)).toBeGreaterThan(50_000);
    expect(amountAt(50)).toBeLessThan(500_000);
  });

  it('decodes the escaped highlight text', () => {
    expect(decodeEntities('Fish &amp; chips &lt;b&gt; &#39;x&#39; &#x41;')).toBe("Fish & chips <b> 'x' A");
  });
});
