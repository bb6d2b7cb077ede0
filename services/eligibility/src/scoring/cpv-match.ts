/**
 * CPV matching. A CPV code is 8 digits (check digit dropped) whose trailing zeros mean "the whole of": '85000000' is
 * division 85, '85311000' a class within it. A provider's category matches a tender's code when the significant
 * digits of one are a prefix of the other's, and they share at least the division (2 digits): '85' matches
 * '85311000', '85311000' matches '85000000', '85311' does not match '85312000'.
 */

/** Significant digits of a code or prefix: check digit and trailing zeros dropped, never shorter than the division. */
export function significantCpv(code: string): string {
  const digits = code.trim().replace(/-\d$/, '');
  if (!/^\d{2,8}$/.test(digits)) return '';
  const trimmed = digits.replace(/0+$/, '');
  return trimmed.length >= 2 ? trimmed : digits.slice(0, 2);
}

/** Whether two CPV codes or prefixes overlap at division level or finer. */
export function cpvCodesMatch(a: string, b: string): boolean {
  const x = significantCpv(a);
  const y = significantCpv(b);
  if (!x || !y) return false;
  return x.startsWith(y) || y.startsWith(x);
}

/**
 * A tender code list's significant codes, computed once per list object (a requirement's codes are scored against
 * every candidate provider; code lists are read-only once built).
 */
const significantLists = new WeakMap<readonly string[], string[]>();
function significantCodes(tenderCodes: readonly string[]): string[] {
  let codes = significantLists.get(tenderCodes);
  if (codes === undefined) {
    codes = tenderCodes.map(significantCpv).filter(Boolean);
    significantLists.set(tenderCodes, codes);
  }
  return codes;
}

/** The provider categories (already significant) that match any of the tender codes. */
export function matchingCategories(providerSignificant: readonly string[], tenderCodes: readonly string[]): string[] {
  const tender = significantCodes(tenderCodes);
  return providerSignificant.filter((p) => tender.some((t) => p.startsWith(t) || t.startsWith(p)));
}

/** Whether any provider category (already significant) matches a tender code: `matchingCategories(…).length > 0`. */
export function anyCategoryMatches(providerSignificant: readonly string[], tenderCodes: readonly string[]): boolean {
  const tender = significantCodes(tenderCodes);
  return providerSignificant.some((p) => tender.some((t) => p.startsWith(t) || t.startsWith(p)));
}
