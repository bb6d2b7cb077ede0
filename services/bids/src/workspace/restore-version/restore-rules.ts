import type { WorkspaceSection } from '@jointly/contracts';

/**
 * The sections after restoring a saved version. Whole workspace: the version's sections in its order (their titles,
 * text, assignments and limits), each with a version above both; sections added since are kept after them, so a
 * restore never deletes work. One section: that section as it was, in its current place (or at the end when it was
 * removed since). Workflow status stays where it is now (a section that returns from removal is "drafting"), so a
 * restore never approves anything.
 */
export function restoreSections(
  current: readonly WorkspaceSection[],
  saved: readonly WorkspaceSection[],
  sectionId: string | null,
  actor: string,
  now: string,
): WorkspaceSection[] {
  const byId = new Map(current.map((s) => [s.id, s]));
  const revive = (s: WorkspaceSection): WorkspaceSection => {
    const live = byId.get(s.id);
    return {
      ...s,
      status: live ? live.status : 'drafting',
      version: Math.max(live?.version ?? 0, s.version) + 1,
      updatedAt: now,
      updatedBy: actor,
    };
  };
  if (sectionId) {
    const savedSection = saved.find((s) => s.id === sectionId)!;
    if (!byId.has(sectionId)) return [...current, revive(savedSection)];
    return current.map((s) => (s.id === sectionId ? revive(savedSection) : s));
  }
  const savedIds = new Set(saved.map((s) => s.id));
  return [...saved.map(revive), ...current.filter((s) => !savedIds.has(s.id))];
}
