import type { AuthenticatedUser } from '@jointly/common/auth';
import type { WorkspaceSection, WorkspaceStatus } from '@jointly/contracts';
import {
  DuplicateSectionError,
  UnknownSectionError,
  WorkspaceNotOfYourCompanyError,
  WorkspaceNotYoursError,
  WorkspaceStatusTransitionError,
} from './workspace.errors';

/** Who may touch a workspace, its status moves and its sections. Plain functions, unit-tested beside this file. */

export interface WorkspaceOwnership {
  ownerAccountId: string;
  companyId: string | null;
  /** Companies of the consortium the workspace belongs to (none when it belongs to none). */
  consortiumCompanyIds?: readonly string[];
}

/** The company side: accounts of the workspace's company, or its owner when it has no company. */
export function isWorkspaceCompanySide(caller: AuthenticatedUser, workspace: WorkspaceOwnership): boolean {
  if (workspace.companyId) return caller.companyId === workspace.companyId;
  return caller.id === workspace.ownerAccountId;
}

/** Whether the caller writes in the workspace: its company side, its consortium's member companies, accepted experts. */
export function isWorkspaceMember(caller: AuthenticatedUser, workspace: WorkspaceOwnership, acceptedExpertIds: readonly string[]): boolean {
  if (isWorkspaceCompanySide(caller, workspace)) return true;
  if (caller.companyId && workspace.consortiumCompanyIds?.includes(caller.companyId)) return true;
  return acceptedExpertIds.includes(caller.id);
}

/**
 * Changing (and, for the teamwork routes, reading) a workspace: its company side, the companies of the consortium it
 * belongs to, and experts who accepted an invitation linked to it (403 otherwise, admins included).
 */
export function assertCanEditWorkspace(
  caller: AuthenticatedUser,
  workspace: WorkspaceOwnership,
  acceptedExpertIds: readonly string[],
): void {
  if (!isWorkspaceMember(caller, workspace, acceptedExpertIds)) throw new WorkspaceNotYoursError();
}

/** Linking an invitation to a workspace: only the workspace's company side (403 otherwise). */
export function assertCanLinkWorkspace(caller: AuthenticatedUser, workspace: WorkspaceOwnership): void {
  if (!isWorkspaceCompanySide(caller, workspace)) throw new WorkspaceNotOfYourCompanyError();
}

const MOVES: Record<WorkspaceStatus, readonly WorkspaceStatus[]> = {
  draft: ['in-review', 'archived'],
  'in-review': ['submitted', 'archived'],
  submitted: ['archived'],
  archived: ['draft'],
};

/** Statuses that count against the plan's open-workspaces limit (workspace-usage counts the same ones). */
export function isOpenWorkspaceStatus(status: WorkspaceStatus): boolean {
  return status === 'draft' || status === 'in-review';
}

/** draft → in-review → submitted, any → archived, archived → draft; staying put is no move. 409 otherwise. */
export function moveWorkspaceStatus(from: WorkspaceStatus, to: WorkspaceStatus): WorkspaceStatus {
  if (from === to || MOVES[from].includes(to)) return to;
  throw new WorkspaceStatusTransitionError(from, to);
}

export interface SectionInput {
  id?: string;
  title: string;
  body?: string | null;
}

/** A new section: a new id, stamped by its author, to do, unassigned, without a limit. */
export function freshSection(input: SectionInput, actor: string, now: string, id: string): WorkspaceSection {
  return {
    id,
    title: input.title,
    body: input.body ?? '',
    updatedAt: now,
    updatedBy: actor,
    version: 1,
    status: 'todo',
    assigneeAccountId: null,
    dueDate: null,
    limit: null,
  };
}

/**
 * The workspace's new sections from a list the client sends (PATCH /workspace/update): a section with an `id` is that
 * section (400 when the workspace has none such, or it appears twice), one without is new. Sections the list names
 * keep the list's order among the places they held; new ones follow at the end. Sections left out stay where they
 * are, unless `removeMissing` asks to drop them. `updatedAt`, `updatedBy` and the section version change only where
 * the title or body changed.
 */
export function mergeSections(
  current: readonly WorkspaceSection[],
  input: readonly SectionInput[],
  actor: string,
  now: string,
  newId: () => string,
  removeMissing = false,
): WorkspaceSection[] {
  const byId = new Map(current.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const named: WorkspaceSection[] = [];
  const added: WorkspaceSection[] = [];
  input.forEach((section, index) => {
    if (section.id === undefined) {
      added.push(freshSection(section, actor, now, newId()));
      return;
    }
    const existing = byId.get(section.id);
    if (!existing) throw new UnknownSectionError(index, section.id);
    if (seen.has(section.id)) throw new DuplicateSectionError(index, section.id);
    seen.add(section.id);
    const body = section.body ?? existing.body;
    if (existing.title === section.title && existing.body === body) named.push(existing);
    else named.push({ ...existing, title: section.title, body, updatedAt: now, updatedBy: actor, version: existing.version + 1 });
  });
  const kept: WorkspaceSection[] = [];
  let next = 0;
  for (const section of current) {
    if (seen.has(section.id)) kept.push(named[next++]);
    else if (!removeMissing) kept.push(section);
  }
  return [...kept, ...added];
}

/** Sections of a new workspace: each with a new id, stamped by its creator. */
export function newSections(input: readonly SectionInput[], actor: string, now: string, newId: () => string): WorkspaceSection[] {
  return input.map((s) => freshSection(s, actor, now, newId()));
}

/**
 * Which workspaces a search covers: admins all (null); others their company's (or, without a company, their own) and
 * those linked to invitations they accepted as an expert.
 */
export function workspaceSearchScope(
  caller: AuthenticatedUser,
): { companyId: string | null; ownerAccountId: string | null; expertAccountId: string } | null {
  if (caller.role === 'admin') return null;
  return caller.companyId
    ? { companyId: caller.companyId, ownerAccountId: null, expertAccountId: caller.id }
    : { companyId: null, ownerAccountId: caller.id, expertAccountId: caller.id };
}
