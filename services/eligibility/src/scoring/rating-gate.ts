import type { TenderRequirement } from '@jointly/contracts';
import { significantCpv } from './cpv-match';

/**
 * Candidate pruning for stored (sparse) ratings. A mandatory requirement not fully met caps a rating at 59, below the
 * stored floor (60); a tender's best set can therefore only reach the floor for a provider that matches one of that
 * set's mandatory service categories. The **gate** of a tender is the union, over its sets, of the codes of one
 * mandatory service-category requirement of each set — or null (no pruning) when some set has none.
 *
 * Gates and providers' categories are turned into **keys** so that one array overlap (`&&`, GIN-indexed) says whether
 * a provider category and a gate code overlap as cpv-match does (one's significant digits prefix the other's):
 * a gate code g gives `s:g` and `p:<each prefix of g>`; a provider category c gives `p:c` and `s:<each prefix of c>`.
 * `s:g` meets `s:<prefix of c>` when g prefixes c; `p:<prefix of g>` meets `p:c` when c prefixes g.
 * (Migration 1767096000000 computes the provider keys in SQL, `eligibility.cpv_provider_keys`, by the same rule.)
 */

/** The significant codes a provider must overlap to reach the stored floor on any set; null: every provider may. */
export function cpvGate(sets: ReadonlyArray<readonly TenderRequirement[]>): string[] | null {
  const codes = new Set<string>();
  for (const set of sets) {
    const gate = set.find((r) => r.type === 'serviceCategory' && r.mandatory);
    if (!gate || gate.type !== 'serviceCategory') return null;
    for (const code of gate.cpvCodes) {
      const significant = significantCpv(code);
      if (significant) codes.add(significant);
    }
  }
  return [...codes].sort();
}

/** Every prefix of a significant code from the division (2 digits) to the whole code. */
const prefixes = (code: string): string[] => Array.from({ length: code.length - 1 }, (_, i) => code.slice(0, i + 2));

/** A gate's keys (stored on the tender; empty: no provider can reach the floor). */
export function gateKeys(gate: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const code of gate) {
    keys.add(`s:${code}`);
    for (const prefix of prefixes(code)) keys.add(`p:${prefix}`);
  }
  return [...keys].sort();
}

/** A provider's keys from its categories as saved (CPV codes or divisions; unreadable ones give none). */
export function providerKeys(categories: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const category of categories) {
    const code = significantCpv(category);
    if (!code) continue;
    keys.add(`p:${code}`);
    for (const prefix of prefixes(code)) keys.add(`s:${prefix}`);
  }
  return [...keys].sort();
}

/** Whether a provider's categories (already significant, as prepareProvider gives them) overlap a gate's codes. */
export function passesCategoryGate(gate: readonly string[], categories: readonly string[]): boolean {
  return categories.some((category) => gate.some((code) => category.startsWith(code) || code.startsWith(category)));
}

/** Whether a provider with these keys passes the gate (what the SQL overlap decides). */
export function passesGate(gateKeysOfTender: readonly string[] | null, keysOfProvider: readonly string[]): boolean {
  if (gateKeysOfTender === null) return true;
  const own = new Set(keysOfProvider);
  return gateKeysOfTender.some((key) => own.has(key));
}
