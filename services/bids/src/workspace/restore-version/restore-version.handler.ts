import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { writeSectionBody } from '../section-bodies';
import { SectionNotFoundError } from '../teamwork/teamwork.errors';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceWriter } from '../teamwork/workspace-writer';
import { restoreSections } from './restore-rules';

export class RestoreVersionCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly number: number,
    readonly sectionId: string | null,
    readonly expectedVersion: number | null,
  ) {}
}

/**
 * A member brings back a saved version: the whole workspace (name, description, sections and their text) or one
 * section, from the workspace version read (stale → 409). Nothing is destroyed: the result is saved as a new version,
 * and earlier versions stay.
 */
@CommandHandler(RestoreVersionCommand)
export class RestoreVersionHandler implements ICommandHandler<RestoreVersionCommand, void> {
  constructor(
    private readonly writer: WorkspaceWriter,
    private readonly teamwork: TeamworkRepository,
  ) {}

  async execute({ caller, workspaceId, number, sectionId, expectedVersion }: RestoreVersionCommand): Promise<void> {
    await this.writer.write(caller, workspaceId, { workspace: expectedVersion, required: true }, async (workspace, manager) => {
      const snapshot = await this.teamwork.snapshot(workspace.id, number, manager);
      if (sectionId && !snapshot.sections.some((s) => s.id === sectionId)) throw new SectionNotFoundError(sectionId);
      const sections = restoreSections(workspace.sections, snapshot.sections, sectionId, caller.id, new Date().toISOString());
      const restored = sectionId ? snapshot.sections.filter((s) => s.id === sectionId) : snapshot.sections;
      return {
        ...(sectionId ? {} : { name: snapshot.name, description: snapshot.description }),
        sections,
        after: async (m) => {
          for (const s of restored) await writeSectionBody(m, workspace.id, s.id, s.body);
        },
        activity: [{ kind: sectionId ? 'section-restored' : 'workspace-restored', data: { number, sectionId } }],
        snapshot: { reason: 'restore', name: sectionId ? `Section restored from version ${number}` : `Restored from version ${number}` },
      };
    });
  }
}
