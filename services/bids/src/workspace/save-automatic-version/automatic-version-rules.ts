/** A section's editing makes an automatic version of the workspace every this many minutes (while its text changes). */
export const AUTOMATIC_VERSION_MINUTES = 10;

/** What the section's document remembers between compactions. */
export interface AutomaticVersionState {
  /** The text the last automatic version covered (the seed's text before the first one; null: unknown). */
  versionedText: string | null;
  /** When the text first differed from `versionedText` (null: it does not). */
  dirtySince: Date | null;
}

export type AutomaticVersionStep =
  /** Nothing to do: the text is what was last versioned. */
  | { kind: 'unchanged' }
  /** The text changed: remember since when (the clock starts at the first change after a version). */
  | { kind: 'start'; dirtySince: Date }
  /** Changed, but for less than the interval: wait. */
  | { kind: 'wait' }
  /** Changed for the whole interval: save a version now. */
  | { kind: 'version' };

/**
 * Decides, at a compaction of a section's document, whether its editing has earned an automatic version: only when its
 * text differs from the last versioned text, and only once `minutes` have passed since it first did. Edits that
 * return the text to what was versioned stop the clock.
 */
export function automaticVersionStep(
  state: AutomaticVersionState,
  text: string,
  now: Date,
  minutes = AUTOMATIC_VERSION_MINUTES,
): AutomaticVersionStep {
  if (state.versionedText !== null && text === state.versionedText) return { kind: 'unchanged' };
  if (!state.dirtySince) return { kind: 'start', dirtySince: now };
  return now.getTime() - state.dirtySince.getTime() >= minutes * 60_000 ? { kind: 'version' } : { kind: 'wait' };
}

/** The name an automatic version carries (the section whose editing made it), within the 120 characters of a name. */
export function automaticVersionName(sectionTitle: string): string {
  const prefix = 'Automatic — ';
  const room = 120 - prefix.length;
  return prefix + (sectionTitle.length > room ? `${sectionTitle.slice(0, room - 1)}…` : sectionTitle);
}
