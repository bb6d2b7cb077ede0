import type { UpdateWorkspaceInput, WorkspaceView } from '@jointly/contracts';

/**
 * The same change, re-applied on the workspace as it now is after a 409: the current version, and for a section list
 * (built from the old copy, sent with `removeMissingSections`) the user's own edits, removals and additions on top
 * of the current sections, so sections others added meanwhile are kept.
 */
export function rebaseUpdate(input: UpdateWorkspaceInput, base: WorkspaceView | undefined, now: WorkspaceView): UpdateWorkspaceInput {
  if (!input.sections) return { ...input, version: now.version };
  const mine = new Map(input.sections.filter((s) => s.id).map((s) => [s.id!, s]));
  const removed = new Set((base?.sections ?? []).filter((s) => !mine.has(s.id)).map((s) => s.id));
  const added = input.sections.filter((s) => !s.id);
  const sections = [
    ...now.sections.filter((s) => !removed.has(s.id)).map((s) => mine.get(s.id) ?? { id: s.id, title: s.title, body: s.body }),
    ...added,
  ];
  return { ...input, sections, removeMissingSections: true, version: now.version };
}

/** What the change was, in words, for the conflict dialog. */
export function describeUpdate(input: UpdateWorkspaceInput): string {
  const parts: string[] = [];
  if (input.name !== undefined) parts.push(`rename the workspace to “${input.name}”`);
  if (input.description !== undefined) parts.push('change the description');
  if (input.status) parts.push(`move the workspace to ${input.status}`);
  if (input.sections) parts.push('change the sections');
  return parts.join(', ') || 'save the workspace';
}
