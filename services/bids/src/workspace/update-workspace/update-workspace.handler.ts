import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { WorkspaceStatus } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { PlanLimitChecker } from '@jointly/common/limits';
import { readSectionBodies } from '../section-bodies';
import { submissionChecklist } from '../teamwork/section-rules';
import { SubmissionChecklistError } from '../teamwork/teamwork.errors';
import { WorkspaceWriter, type WorkspaceChange } from '../teamwork/workspace-writer';
import { countOpenWorkspaces } from '../workspace-usage';
import { isOpenWorkspaceStatus, mergeSections, moveWorkspaceStatus, type SectionInput } from '../workspace-rules';

export class UpdateWorkspaceCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly expectedVersion: number | null,
    readonly changes: {
      name?: string;
      description?: string | null;
      status?: WorkspaceStatus;
      sections?: SectionInput[];
      removeMissingSections?: boolean;
    },
  ) {}
}

/**
 * The workspace's members rename it, describe it, move its status (workspace-rules; "submitted" only when the
 * submission checklist passes) or merge sections into it, from the version they read (stale → 409). A status move
 * saves a version. Reopening an archived workspace counts against its company's plan limit of open workspaces like
 * creating one (403 PLAN.LIMIT_REACHED beyond it).
 */
@CommandHandler(UpdateWorkspaceCommand)
export class UpdateWorkspaceHandler implements ICommandHandler<UpdateWorkspaceCommand, void> {
  constructor(
    private readonly writer: WorkspaceWriter,
    private readonly limits: PlanLimitChecker,
  ) {}

  async execute({ caller, workspaceId, expectedVersion, changes }: UpdateWorkspaceCommand): Promise<void> {
    await this.writer.write(caller, workspaceId, { workspace: expectedVersion, required: true }, async (workspace, manager) => {
      const change: WorkspaceChange = { activity: [] };
      if (changes.name !== undefined && changes.name !== workspace.name) {
        change.name = changes.name;
        change.activity!.push({ kind: 'workspace-renamed', data: { from: workspace.name, to: changes.name } });
      }
      if (changes.description !== undefined && changes.description !== workspace.description) {
        change.description = changes.description;
        change.activity!.push({ kind: 'workspace-described', data: {} });
      }
      if (changes.sections) {
        change.sections = mergeSections(
          workspace.sections,
          changes.sections,
          caller.id,
          new Date().toISOString(),
          randomUUID,
          changes.removeMissingSections ?? false,
        );
        change.activity!.push({ kind: 'sections-updated', data: { count: change.sections.length } });
      }
      if (changes.status && changes.status !== workspace.status) {
        const status = moveWorkspaceStatus(workspace.status, changes.status);
        if (status === 'submitted') {
          const sections = change.sections ?? workspace.sections;
          const bodies = await readSectionBodies(manager, workspace.id);
          for (const s of change.sections ?? []) bodies.set(s.id, s.body);
          const checklist = submissionChecklist(sections, bodies);
          if (checklist.some((item) => !item.ok)) throw new SubmissionChecklistError(checklist);
        }
        if (workspace.companyId && !isOpenWorkspaceStatus(workspace.status) && isOpenWorkspaceStatus(status))
          await this.limits.assertCanAdd(manager, workspace.companyId, 'openWorkspaces', countOpenWorkspaces);
        change.status = status;
        change.activity!.push({ kind: 'workspace-status-changed', data: { from: workspace.status, to: status } });
        change.snapshot = { reason: 'status', name: null };
      }
      return change;
    });
  }
}
