/**
 * The UK's regions as the platform names them everywhere: tenders normalise OCDS NUTS/ITL codes to these names,
 * users choose them in their criteria, eligibility matches them and the console offers them.
 */

/** The nine English regions (ITL1 C–K). */
export const ENGLISH_REGIONS = [
  'North East',
  'North West',
  'Yorkshire and the Humber',
  'East Midlands',
  'West Midlands',
  'East of England',
  'London',
  'South East',
  'South West',
] as const;

/** The three other nations (ITL1 L–N). */
export const DEVOLVED_NATIONS = ['Wales', 'Scotland', 'Northern Ireland'] as const;

/** The twelve ITL1 regions, in code order. */
export const UK_REGIONS = [...ENGLISH_REGIONS, ...DEVOLVED_NATIONS] as const;
export type UkRegion = (typeof UK_REGIONS)[number];

/** Where a company can say it works (its profile's and partner record's regions): the twelve, or the whole UK. */
export const COMPANY_REGIONS = [...UK_REGIONS, 'UK-wide'] as const;
export type CompanyRegion = (typeof COMPANY_REGIONS)[number];

/** ITL1 (and former NUTS1) letter → region: C North East … N Northern Ireland. */
export const UK_REGION_BY_ITL1_CODE: Readonly<Record<string, UkRegion>> = Object.fromEntries(
  UK_REGIONS.map((region, index) => [String.fromCharCode('C'.charCodeAt(0) + index), region]),
);
