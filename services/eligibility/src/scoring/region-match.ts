import { ENGLISH_REGIONS as ENGLISH_REGION_NAMES } from '@jointly/contracts';

/**
 * Region matching, ignoring case and spacing. A national tender ('United Kingdom', 'UK', 'Great Britain') is open
 * to every provider; a provider serving the whole United Kingdom serves every UK region; 'England' covers the nine
 * English regions (and they cover it). Otherwise the names must be equal (tenders normalise NUTS/ITL codes to
 * region names such as 'Yorkshire and the Humber').
 */

// 'UK-wide' is how a company profile says it (contracts' COMPANY_REGIONS); the others are how tenders say it.
const NATIONAL = new Set(['united kingdom', 'uk', 'uk-wide', 'uk wide', 'great britain', 'gb']);
const ENGLISH_REGIONS = new Set<string>(ENGLISH_REGION_NAMES.map((r) => r.toLowerCase()));
const NATIONS = new Set(['england', 'wales', 'scotland', 'northern ireland']);

/** 'Yorkshire  and the Humber ' → 'yorkshire and the humber'. */
export const regionKey = (region: string): string => region.replace(/\s+/g, ' ').trim().toLowerCase();

export const isNationalRegion = (key: string): boolean => NATIONAL.has(key);

const isUkRegion = (key: string): boolean => NATIONAL.has(key) || NATIONS.has(key) || ENGLISH_REGIONS.has(key);

/** Whether a provider region (key) covers a tender region (key). */
export function regionCovers(provider: string, tender: string): boolean {
  if (NATIONAL.has(tender)) return true;
  if (provider === tender) return true;
  if (NATIONAL.has(provider)) return isUkRegion(tender);
  if (provider === 'england' && ENGLISH_REGIONS.has(tender)) return true;
  if (tender === 'england' && ENGLISH_REGIONS.has(provider)) return true;
  return false;
}

/** A tender region list's keys, computed once per list object (scored against every candidate provider; read-only). */
const regionKeyLists = new WeakMap<readonly string[], string[]>();
function tenderRegionKeys(tenderRegions: readonly string[]): string[] {
  const keys = tenderRegions.map(regionKey);
  regionKeyLists.set(tenderRegions, keys);
  return keys;
}

/** The provider regions (keys) that cover any of the tender regions; ['(national)'] for a national tender. */
export function coveringRegions(providerKeys: readonly string[], tenderRegions: readonly string[]): string[] {
  const tender = regionKeyLists.get(tenderRegions) ?? tenderRegionKeys(tenderRegions);
  if (tender.some(isNationalRegion)) return ['(national)'];
  return providerKeys.filter((p) => tender.some((t) => regionCovers(p, t)));
}
