import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, WorkspaceSection, WorkspaceStatus, WorkspaceVersionView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService } from '@jointly/common/events';
import { readSectionBodies } from '../section-bodies';
import { assertCanEditWorkspace } from '../workspace-rules';
import { WorkspaceRepository, workspaceView, type WorkspaceRow } from '../workspace.repository';
import { SectionNotFoundError, StaleWorkspaceError, VersionRequiredError } from './teamwork.errors';
import { TeamworkRepository } from './teamwork.repository';

/**
 * What a write expects to find: the workspace version the client read, and/or the version of the one section it
 * changes. `required`: the write refuses to run without one (400); granular adds and comments need none.
 */
export interface Expected {
  workspace?: number | null;
  section?: { id: string; version: number | null };
  required: boolean;
}

/** What a write changes and records. Unset fields stay as they are. */
export interface WorkspaceChange {
  name?: string;
  description?: string | null;
  status?: WorkspaceStatus;
  sections?: WorkspaceSection[];
  activity?: Array<{ kind: string; data: object }>;
  events?: EventEnvelope[];
  /** Saves a version after the change (automatic on status changes, named, restore). */
  snapshot?: { reason: WorkspaceVersionView['reason']; name: string | null };
  /** Runs after the row is written (e.g. writing section bodies); the row lock is still held. */
  after?: (manager: EntityManager) => Promise<void>;
}

/** Reads the section (404 when the workspace has none such). */
export function sectionOf(workspace: WorkspaceRow, sectionId: string): WorkspaceSection {
  const section = workspace.sections.find((s) => s.id === sectionId);
  if (!section) throw new SectionNotFoundError(sectionId);
  return section;
}

/**
 * Every write of the teamwork use cases goes through here: in one transaction the workspace row is locked, the caller's
 * access checked (workspace-rules), the versions the client read compared (stale → 409 with the current workspace),
 * the change applied with the workspace version bumped, the activity logged, a version saved when asked, and the
 * events added to the outbox. Concurrent writes therefore apply one after the other, and none overwrites another
 * unseen.
 */
@Injectable()
export class WorkspaceWriter {
  constructor(
    private readonly workspaces: WorkspaceRepository,
    private readonly teamwork: TeamworkRepository,
    private readonly outbox: OutboxService,
  ) {}

  async write<T = void>(
    caller: AuthenticatedUser,
    workspaceId: string,
    expected: Expected,
    apply: (
      workspace: WorkspaceRow,
      manager: EntityManager,
    ) => Promise<WorkspaceChange & { result?: T }> | (WorkspaceChange & { result?: T }),
  ): Promise<T> {
    return transaction(this.workspaces.dataSource, async (manager) => {
      const workspace = await this.workspaces.get(workspaceId, manager, true);
      assertCanEditWorkspace(
        caller,
        workspace,
        workspace.experts.map((e) => e.accountId),
      );
      const sectionVersion = expected.section?.version ?? null;
      const workspaceVersion = expected.workspace ?? null;
      if (expected.required && workspaceVersion === null && sectionVersion === null) throw new VersionRequiredError();
      if (workspaceVersion !== null && workspaceVersion !== workspace.version) throw new StaleWorkspaceError(workspaceView(workspace));
      if (expected.section) {
        const section = sectionOf(workspace, expected.section.id);
        if (sectionVersion !== null && sectionVersion !== section.version)
          throw new StaleWorkspaceError(workspaceView(workspace), 'section');
      }
      const change = await apply(workspace, manager);
      await this.workspaces.update(manager, workspace.id, {
        name: change.name ?? workspace.name,
        description: change.description !== undefined ? change.description : workspace.description,
        status: change.status ?? workspace.status,
        sections: change.sections ?? workspace.sections,
      });
      if (change.after) await change.after(manager);
      if (change.activity?.length) await this.teamwork.logActivity(manager, workspace.id, caller.id, change.activity);
      if (change.snapshot) await this.saveSnapshot(manager, workspace.id, caller.id, change.snapshot);
      if (change.events?.length) await this.outbox.add(manager, change.events);
      return change.result as T;
    });
  }

  /** Saves the workspace as it now is (bodies through readSectionBodies) as a new version. */
  async saveSnapshot(
    manager: EntityManager,
    workspaceId: string,
    actor: string,
    snapshot: { reason: WorkspaceVersionView['reason']; name: string | null; sectionId?: string },
  ): Promise<WorkspaceVersionView> {
    const now = await this.workspaces.get(workspaceId, manager);
    const bodies = await readSectionBodies(manager, workspaceId);
    return this.teamwork.saveVersion(manager, workspaceId, {
      name: snapshot.name,
      reason: snapshot.reason,
      createdBy: actor,
      sectionId: snapshot.sectionId ?? null,
      snapshot: {
        name: now.name,
        description: now.description,
        status: now.status,
        sections: now.sections.map((s) => ({ ...s, body: bodies.get(s.id) ?? '' })),
      },
    });
  }
}
