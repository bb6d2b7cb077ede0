import type { WorkspaceDiffView, WorkspaceSection } from '@jointly/contracts';
import { diffText } from '../teamwork/text-diff';

type Sectionlike = Pick<WorkspaceSection, 'id' | 'title' | 'body'>;

/**
 * Per section, what changed from one version's sections to another's: added, removed, changed (title or text) or
 * unchanged, with a word diff of the text. Sections in the order of `to`, then those only `from` had.
 */
export function diffSections(from: readonly Sectionlike[], to: readonly Sectionlike[]): WorkspaceDiffView['sections'] {
  const before = new Map(from.map((s) => [s.id, s]));
  const after = new Set(to.map((s) => s.id));
  const result: WorkspaceDiffView['sections'] = to.map((s) => {
    const old = before.get(s.id);
    if (!old) return { sectionId: s.id, change: 'added', titleFrom: null, titleTo: s.title, body: diffText('', s.body) };
    const same = old.title === s.title && old.body === s.body;
    return {
      sectionId: s.id,
      change: same ? 'unchanged' : 'changed',
      titleFrom: old.title,
      titleTo: s.title,
      body: diffText(old.body, s.body),
    };
  });
  for (const s of from)
    if (!after.has(s.id))
      result.push({ sectionId: s.id, change: 'removed', titleFrom: s.title, titleTo: null, body: diffText(s.body, '') });
  return result;
}
