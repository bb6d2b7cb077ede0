/** The fields whose values differ (compared as JSON; lists in order), or an empty list. */
export function changedFacts(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/** Whether any field differs. */
export const factsChanged = (before: Record<string, unknown>, after: Record<string, unknown>): boolean =>
  changedFacts(before, after).length > 0;
