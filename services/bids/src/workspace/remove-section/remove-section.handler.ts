import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { sectionOf, WorkspaceWriter } from '../teamwork/workspace-writer';

export class RemoveSectionCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly sectionId: string,
    readonly expected: { workspace: number | null; section: number | null },
  ) {}
}

/** A member removes a section they have seen as it is (section or workspace version; stale → 409). Versions keep its text. */
@CommandHandler(RemoveSectionCommand)
export class RemoveSectionHandler implements ICommandHandler<RemoveSectionCommand, void> {
  constructor(private readonly writer: WorkspaceWriter) {}

  async execute({ caller, workspaceId, sectionId, expected }: RemoveSectionCommand): Promise<void> {
    await this.writer.write(
      caller,
      workspaceId,
      { workspace: expected.workspace, section: { id: sectionId, version: expected.section }, required: true },
      (workspace) => {
        const section = sectionOf(workspace, sectionId);
        return {
          sections: workspace.sections.filter((s) => s.id !== sectionId),
          activity: [{ kind: 'section-removed', data: { sectionId, title: section.title } }],
        };
      },
    );
  }
}
