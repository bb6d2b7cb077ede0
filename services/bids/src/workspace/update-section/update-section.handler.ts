import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BidEvents, type SectionLimit, type SectionStatus, type WorkspaceSection } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { createEvent } from '@jointly/common/events';
import { moveSectionStatus } from '../teamwork/section-rules';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { sectionOf, WorkspaceWriter, type WorkspaceChange } from '../teamwork/workspace-writer';

export class UpdateSectionCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly sectionId: string,
    readonly expected: { workspace: number | null; section: number | null },
    readonly changes: {
      title?: string;
      status?: SectionStatus;
      assigneeAccountId?: string | null;
      dueDate?: string | null;
      limit?: SectionLimit | null;
    },
  ) {}
}

/**
 * A member retitles a section, moves its status (section-rules; a move saves a version), assigns it (to a member;
 * the assignee hears of it through WorkspaceSectionAssigned), sets its due date or its limit — from the section
 * version read (stale → 409).
 */
@CommandHandler(UpdateSectionCommand)
export class UpdateSectionHandler implements ICommandHandler<UpdateSectionCommand, void> {
  constructor(
    private readonly writer: WorkspaceWriter,
    private readonly members: WorkspaceMembers,
  ) {}

  async execute({ caller, workspaceId, sectionId, expected, changes }: UpdateSectionCommand): Promise<void> {
    await this.writer.write(
      caller,
      workspaceId,
      { workspace: expected.workspace, section: { id: sectionId, version: expected.section }, required: true },
      async (workspace, manager) => {
        const current = sectionOf(workspace, sectionId);
        const next: WorkspaceSection = { ...current };
        const change: WorkspaceChange = { activity: [], events: [] };
        const ref = { sectionId, title: current.title };
        if (changes.title !== undefined && changes.title !== current.title) {
          next.title = changes.title;
          change.activity!.push({ kind: 'section-renamed', data: { sectionId, from: current.title, to: changes.title } });
        }
        if (changes.status !== undefined && changes.status !== current.status) {
          next.status = moveSectionStatus(current.status, changes.status);
          change.activity!.push({ kind: 'section-status-changed', data: { ...ref, from: current.status, to: next.status } });
          change.snapshot = { reason: 'status', name: null };
        }
        if (changes.dueDate !== undefined && changes.dueDate !== current.dueDate) {
          next.dueDate = changes.dueDate;
          change.activity!.push({ kind: 'section-due-date-set', data: { ...ref, dueDate: next.dueDate } });
        }
        if (changes.limit !== undefined) {
          next.limit = changes.limit ? { unit: changes.limit.unit, max: changes.limit.max } : null;
          change.activity!.push({ kind: 'section-limit-set', data: { ...ref, limit: next.limit } });
        }
        if (changes.assigneeAccountId !== undefined && changes.assigneeAccountId !== current.assigneeAccountId) {
          const assignee = changes.assigneeAccountId;
          if (assignee) await this.members.assertMembers(manager, workspace, 'assigneeAccountId', [assignee]);
          next.assigneeAccountId = assignee;
          change.activity!.push({
            kind: assignee ? 'section-assigned' : 'section-unassigned',
            data: { ...ref, assigneeAccountId: assignee },
          });
        }
        if (
          next.assigneeAccountId &&
          (next.assigneeAccountId !== current.assigneeAccountId || (next.dueDate !== current.dueDate && changes.dueDate !== undefined))
        )
          change.events!.push(
            createEvent(BidEvents.WorkspaceSectionAssigned, {
              aggregateId: workspace.id,
              actorId: caller.id,
              payload: {
                workspaceId: workspace.id,
                workspaceName: workspace.name,
                sectionId,
                sectionTitle: next.title,
                assigneeAccountId: next.assigneeAccountId,
                dueDate: next.dueDate,
                assignedBy: caller.id,
                assignedByName: await this.members.nameOf(manager, caller.id),
                tenderTitle: workspace.tenderTitle,
              },
            }),
          );
        if (!change.activity!.length) return {};
        next.version = current.version + 1;
        next.updatedAt = new Date().toISOString();
        next.updatedBy = caller.id;
        change.sections = workspace.sections.map((s) => (s.id === sectionId ? next : s));
        return change;
      },
    );
  }
}
