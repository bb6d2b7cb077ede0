import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { readSectionBodies, writeSectionBody } from '../section-bodies';
import { LibraryRepository } from '../teamwork/library.repository';
import { BodyTooLongError, NoCompanyError } from '../teamwork/teamwork.errors';
import { sectionOf, WorkspaceWriter } from '../teamwork/workspace-writer';
import { MAX_SECTION_BODY } from '../workspace-section.request.dto';

export class InsertAnswerCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly sectionId: string,
    readonly answerId: string,
    readonly expectedSectionVersion: number | null,
  ) {}
}

/**
 * A member inserts one of their own company's answers (404 for another company's) at the end of a section's text,
 * from the section version read (stale → 409).
 */
@CommandHandler(InsertAnswerCommand)
export class InsertAnswerHandler implements ICommandHandler<InsertAnswerCommand, void> {
  constructor(
    private readonly writer: WorkspaceWriter,
    private readonly library: LibraryRepository,
  ) {}

  async execute({ caller, workspaceId, sectionId, answerId, expectedSectionVersion }: InsertAnswerCommand): Promise<void> {
    await this.writer.write(
      caller,
      workspaceId,
      { section: { id: sectionId, version: expectedSectionVersion }, required: true },
      async (workspace, manager) => {
        if (!caller.companyId) throw new NoCompanyError();
        const answer = await this.library.get(caller.companyId, answerId, manager);
        const section = sectionOf(workspace, sectionId);
        const current = (await readSectionBodies(manager, workspace.id)).get(sectionId) ?? '';
        const body = current.trim() ? `${current}\n\n${answer.body}` : answer.body;
        if (body.length > MAX_SECTION_BODY) throw new BodyTooLongError(MAX_SECTION_BODY);
        const now = new Date().toISOString();
        return {
          sections: workspace.sections.map((s) =>
            s.id === sectionId ? { ...s, version: s.version + 1, updatedAt: now, updatedBy: caller.id } : s,
          ),
          after: (m) => writeSectionBody(m, workspace.id, sectionId, body),
          activity: [
            { kind: 'answer-inserted', data: { sectionId, title: section.title, answerId: answer.id, answerTitle: answer.title } },
          ],
        };
      },
    );
  }
}
