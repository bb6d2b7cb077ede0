import type { ChecklistItem, SectionLimit, SectionStatus, WorkspaceSection } from '@jointly/contracts';
import { SectionStatusTransitionError } from './teamwork.errors';
import { countText, plainText } from '@jointly/contracts';
export { countText, plainText };

/** Teamwork rules on sections: status moves, limits and the submission checklist. Plain functions, unit-tested. */

export const SECTION_STATUSES: readonly SectionStatus[] = ['todo', 'drafting', 'in-review', 'approved'];

const SECTION_MOVES: Record<SectionStatus, readonly SectionStatus[]> = {
  todo: ['drafting'],
  drafting: ['in-review', 'todo'],
  'in-review': ['approved', 'drafting'],
  approved: ['drafting'],
};

/** to do → drafting → in review → approved; one step back (review sends back to drafting, approved reopens); 409 otherwise. */
export function moveSectionStatus(from: SectionStatus, to: SectionStatus): SectionStatus {
  if (from === to || SECTION_MOVES[from].includes(to)) return to;
  throw new SectionStatusTransitionError(from, to);
}

export interface LimitState {
  count: number;
  max: number;
  unit: SectionLimit['unit'];
  over: boolean;
}

/** The count against the section's limit, or null when it has none. */
export function limitState(body: string, limit: SectionLimit | null): LimitState | null {
  if (!limit) return null;
  const count = countText(body, limit.unit);
  return { count, max: limit.max, unit: limit.unit, over: count > limit.max };
}

type ChecklistSection = Pick<WorkspaceSection, 'id' | 'title' | 'status' | 'assigneeAccountId' | 'limit'>;

/**
 * What must hold before a workspace is submitted: it has sections, every section is approved (which is also how an
 * assignee says they are done: an assigned section must have left "to do" and "drafting"), and every text is within
 * its limit.
 */
export function submissionChecklist(sections: readonly ChecklistSection[], bodies: ReadonlyMap<string, string>): ChecklistItem[] {
  const ref = (s: ChecklistSection) => ({ sectionId: s.id, title: s.title });
  const notApproved = sections.filter((s) => s.status !== 'approved');
  const overLimit = sections.filter((s) => limitState(bodies.get(s.id) ?? '', s.limit)?.over);
  const assigneesNotDone = sections.filter((s) => s.assigneeAccountId && (s.status === 'todo' || s.status === 'drafting'));
  return [
    {
      key: 'has-sections',
      ok: sections.length > 0,
      message: sections.length > 0 ? 'The bid has sections.' : 'The bid has no sections yet.',
      failing: [],
    },
    {
      key: 'sections-approved',
      ok: notApproved.length === 0,
      message: notApproved.length === 0 ? 'Every section is approved.' : `${notApproved.length} section(s) not approved yet.`,
      failing: notApproved.map(ref),
    },
    {
      key: 'within-limits',
      ok: overLimit.length === 0,
      message: overLimit.length === 0 ? 'Every section is within its limit.' : `${overLimit.length} section(s) over their limit.`,
      failing: overLimit.map(ref),
    },
    {
      key: 'assignees-done',
      ok: assigneesNotDone.length === 0,
      message:
        assigneesNotDone.length === 0
          ? 'Every assignee has handed in their section.'
          : `${assigneesNotDone.length} assigned section(s) still being written.`,
      failing: assigneesNotDone.map(ref),
    },
  ];
}

/**
 * An If-Match header the workspace writes take: the ETag read ("3", W/"3" or 3), or blank (none). The document states
 * it as the header's pattern, so a schema-valid header is one the server reads.
 */
export const IF_MATCH_PATTERN = '^\\s*(?:(?:W/)?"?(\\d{1,9})"?\\s*)?$';

/** The version a client sent: `If-Match` ("3", W/"3" or 3) or the body's `version`; null when neither; 400 on garbage. */
export function expectedVersion(ifMatch: string | undefined, bodyVersion: number | null | undefined): number | null | 'invalid' {
  if (ifMatch !== undefined && ifMatch.trim() !== '') {
    const match = new RegExp(IF_MATCH_PATTERN).exec(ifMatch);
    if (!match?.[1]) return 'invalid';
    const fromHeader = Number(match[1]);
    // A null version is no version (the DTO's fields are nullable: null = not sent).
    if (bodyVersion !== undefined && bodyVersion !== null && bodyVersion !== fromHeader) return 'invalid';
    return fromHeader;
  }
  return bodyVersion ?? null;
}

/** The ETag of a workspace version. */
export const etagOf = (version: number): string => `"${version}"`;
