import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { LibraryAnswerView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { readSectionBodies } from '../section-bodies';
import { LibraryRepository } from '../teamwork/library.repository';
import { NoCompanyError, SectionNotApprovedError } from '../teamwork/teamwork.errors';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { sectionOf } from '../teamwork/workspace-writer';

export class SaveAnswerCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly sectionId: string,
    readonly input: { title?: string; tags: string[] },
  ) {}
}

/**
 * A member with a company saves an approved section (409 otherwise) into their own company's library, with tags and
 * the tender it came from. In a consortium each company saves into its own library.
 */
@CommandHandler(SaveAnswerCommand)
export class SaveAnswerHandler implements ICommandHandler<SaveAnswerCommand, LibraryAnswerView> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly library: LibraryRepository,
    private readonly teamwork: TeamworkRepository,
  ) {}

  async execute({ caller, workspaceId, sectionId, input }: SaveAnswerCommand): Promise<LibraryAnswerView> {
    const answerId = await transaction(this.library.dataSource, async (manager) => {
      const workspace = await this.members.readable(caller, workspaceId, manager);
      if (!caller.companyId) throw new NoCompanyError();
      const section = sectionOf(workspace, sectionId);
      if (section.status !== 'approved') throw new SectionNotApprovedError();
      const body = (await readSectionBodies(manager, workspace.id)).get(section.id) ?? '';
      const id = await this.library.insert(manager, {
        companyId: caller.companyId,
        title: input.title ?? section.title,
        body,
        tags: [...new Set(input.tags)],
        tenderId: workspace.tenderId,
        tenderTitle: workspace.tenderTitle,
        createdBy: caller.id,
        sourceWorkspaceId: workspace.id,
        sourceSectionId: section.id,
      });
      await this.teamwork.logActivity(manager, workspace.id, caller.id, [
        { kind: 'answer-saved', data: { sectionId: section.id, title: section.title, answerId: id } },
      ]);
      return id;
    });
    return this.library.get(caller.companyId!, answerId);
  }
}
