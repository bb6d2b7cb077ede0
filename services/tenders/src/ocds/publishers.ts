/** The platform behind an ocid prefix (OCDS registers one prefix per publisher), with its country. */
export interface OcdsPlatform {
  name: string;
  country: string;
}

const PLATFORMS: Array<[RegExp, OcdsPlatform]> = [
  [/^ocds-b5fd17raw-/, { name: 'Contracts Finder (re-published by Bluetail)', country: 'United Kingdom' }],
  [/^ocds-b5fd17-/, { name: 'Contracts Finder', country: 'United Kingdom' }],
  [/^ocds-h6vhtk-/, { name: 'Find a Tender', country: 'United Kingdom' }],
  [/^ocds-r6ebe6-/, { name: 'Public Contracts Scotland', country: 'United Kingdom' }],
  [/^ocds-kuma6s-/, { name: 'Sell2Wales', country: 'United Kingdom' }],
  [/^ocds-be6bcu-/, { name: 'Prozorro', country: 'Ukraine' }],
  [/^ocds-ngfbwp-/, { name: 'MTender', country: 'Moldova' }],
  [/^ocds-gyl66f-/, { name: 'Nigeria Open Contracting Portal', country: 'Nigeria' }],
  [/^ocds-43qwtd-/, { name: 'NSW eTendering', country: 'Australia' }],
  [/^AM-PPS-/, { name: 'Armeps', country: 'Armenia' }],
];

export function platformOf(ocid: string): OcdsPlatform | null {
  for (const [pattern, platform] of PLATFORMS) if (pattern.test(ocid)) return platform;
  return null;
}

/**
 * Contracts Finder's first OCDS export (OCDS 1.0, 2014–2016) put the *contract* period into `tender.tenderPeriod`
 * (e.g. 2015-04-01 → 2018-03-31) and published no bid deadline. Recognised by the ocid prefix together with the
 * shape only that export has: a `buyer` object but no `parties`, and the non-standard `tender.xClassifications`.
 */
export function isEarlyContractsFinder(ocid: string, release: Record<string, unknown>, tender: Record<string, unknown>): boolean {
  return (
    /^ocds-b5fd17-/.test(ocid) &&
    !Array.isArray(release.parties) &&
    typeof tender.xClassifications === 'object' &&
    tender.xClassifications !== null
  );
}
