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
}

/** The company side: accounts of the workspace's company, or its owner when it has no company. */
export function isWorkspaceCompanySide(caller: AuthenticatedUser, workspace: WorkspaceOwnership): boolean {
  if (workspace.companyId) return caller.companyId === workspace.companyId;
  return caller.id === workspace.ownerAccountId;
}

/** Changing a workspace: its company side, and experts who accepted an invitation linked to it (403 otherwise). */
export function assertCanEditWorkspace(
  caller: AuthenticatedUser,
  workspace: WorkspaceOwnership,
  acceptedExpertIds: readonly string[],
): void {
  if (isWorkspaceCompanySide(caller, workspace)) return;
  if (acceptedExpertIds.includes(caller.id)) return;
  throw new WorkspaceNotYoursError();
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

/**
 * The workspace's new sections from the whole list the client sends, in its order: a section with an `id` keeps it
 * (400 when the workspace has no such section, or it appears twice), one without gets a new id; `updatedAt` and
 * `updatedBy` change only where the title or body changed. Sections left out are removed.
 */
export function mergeSections(
  current: readonly WorkspaceSection[],
  input: readonly SectionInput[],
  actor: string,
  now: string,
  newId: () => string,
): WorkspaceSection[] {
  const byId = new Map(current.map((s) => [s.id, s]));
  const seen = new Set<string>();
  return input.map((section, index) => {
    const body = section.body ?? '';
    if (section.id === undefined) return { id: newId(), title: section.title, body, updatedAt: now, updatedBy: actor };
    const existing = byId.get(section.id);
    if (!existing) throw new UnknownSectionError(index, section.id);
    if (seen.has(section.id)) throw new DuplicateSectionError(index, section.id);
    seen.add(section.id);
    if (existing.title === section.title && existing.body === body) return existing;
    return { id: existing.id, title: section.title, body, updatedAt: now, updatedBy: actor };
  });
}

/** Sections of a new workspace: each with a new id, stamped by its creator. */
export function newSections(input: readonly SectionInput[], actor: string, now: string, newId: () => string): WorkspaceSection[] {
  return input.map((s) => ({ id: newId(), title: s.title, body: s.body ?? '', updatedAt: now, updatedBy: actor }));
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
