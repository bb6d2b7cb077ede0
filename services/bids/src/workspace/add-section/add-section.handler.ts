import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { WorkspaceSection } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { TooManySectionsError } from '../teamwork/teamwork.errors';
import { WorkspaceWriter } from '../teamwork/workspace-writer';
import { freshSection } from '../workspace-rules';
import { MAX_SECTIONS } from '../workspace-section.request.dto';

export class AddSectionCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly input: { title: string; body?: string; position?: number },
  ) {}
}

/**
 * A member adds one section (at `position`, else at the end) without sending the list: adds need no version, since
 * the row lock puts concurrent adds one after the other and each keeps the others' sections. 409 past 50 sections.
 */
@CommandHandler(AddSectionCommand)
export class AddSectionHandler implements ICommandHandler<AddSectionCommand, WorkspaceSection> {
  constructor(private readonly writer: WorkspaceWriter) {}

  execute({ caller, workspaceId, input }: AddSectionCommand): Promise<WorkspaceSection> {
    return this.writer.write<WorkspaceSection>(caller, workspaceId, { required: false }, (workspace) => {
      if (workspace.sections.length >= MAX_SECTIONS) throw new TooManySectionsError(MAX_SECTIONS);
      const section = freshSection(input, caller.id, new Date().toISOString(), randomUUID());
      const sections = [...workspace.sections];
      sections.splice(Math.min(input.position ?? sections.length, sections.length), 0, section);
      return {
        sections,
        activity: [{ kind: 'section-added', data: { sectionId: section.id, title: section.title } }],
        result: section,
      };
    });
  }
}
