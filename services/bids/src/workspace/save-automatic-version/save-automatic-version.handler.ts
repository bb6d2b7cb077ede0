import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { WorkspaceVersionView } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { NotFoundError } from '@jointly/common/errors';
import { TooManyVersionsError } from '../teamwork/teamwork.errors';
import { WorkspaceWriter } from '../teamwork/workspace-writer';
import { WorkspaceRepository } from '../workspace.repository';
import { automaticVersionName, automaticVersionStep } from './automatic-version-rules';

export class SaveAutomaticVersionCommand {
  constructor(
    /** The section document just compacted (`<workspaceId>/<sectionId>`). */
    readonly documentName: string,
    readonly workspaceId: string,
    readonly sectionId: string,
    /** The account whose edit was stored last in this process (the version's author). */
    readonly editorAccountId: string,
  ) {}
}

/**
 * After a section document is compacted (the collaboration server, while people type), saves an automatic version of
 * the workspace once the section's text has differed from the last automatically versioned text for ten minutes
 * (automatic-version-rules). The workspace row is locked first, as every workspace write does (version numbers are
 * ordered by it), then the document row: of several processes compacting the same document, one saves the version.
 * A workspace at its version limit gets no automatic version (named ones answer the 409); a submitted one gets no
 * edits. Answers the version saved, or null.
 */
@CommandHandler(SaveAutomaticVersionCommand)
export class SaveAutomaticVersionHandler implements ICommandHandler<SaveAutomaticVersionCommand, WorkspaceVersionView | null> {
  constructor(
    private readonly workspaces: WorkspaceRepository,
    private readonly writer: WorkspaceWriter,
  ) {}

  async execute({
    documentName,
    workspaceId,
    sectionId,
    editorAccountId,
  }: SaveAutomaticVersionCommand): Promise<WorkspaceVersionView | null> {
    try {
      return await transaction(this.workspaces.dataSource, async (manager) => {
        const workspace = await this.workspaces.get(workspaceId, manager, true);
        const section = workspace.sections.find((s) => s.id === sectionId);
        const [document] = (await manager.query(
          `SELECT body_text, auto_version_text, auto_dirty_since, now() AS now FROM bids.collab_document WHERE name = $1 FOR UPDATE`,
          [documentName],
        )) as Array<{ body_text: string; auto_version_text: string | null; auto_dirty_since: Date | null; now: Date }>;
        if (!section || !document) return null;
        const step = automaticVersionStep(
          { versionedText: document.auto_version_text, dirtySince: document.auto_dirty_since },
          document.body_text,
          document.now,
        );
        if (step.kind === 'unchanged' && document.auto_dirty_since)
          await manager.query(`UPDATE bids.collab_document SET auto_dirty_since = NULL WHERE name = $1`, [documentName]);
        if (step.kind === 'start')
          await manager.query(`UPDATE bids.collab_document SET auto_dirty_since = $2 WHERE name = $1`, [documentName, step.dirtySince]);
        if (step.kind !== 'version') return null;
        const version = await this.writer.saveSnapshot(manager, workspace.id, editorAccountId, {
          reason: 'automatic',
          name: automaticVersionName(section.title),
          sectionId,
        });
        await manager.query(`UPDATE bids.collab_document SET auto_version_text = body_text, auto_dirty_since = NULL WHERE name = $1`, [
          documentName,
        ]);
        return version;
      });
    } catch (error) {
      // The workspace went (404) or holds the most versions it may: nothing to save, nothing to report.
      if (error instanceof NotFoundError || error instanceof TooManyVersionsError) return null;
      throw error;
    }
  }
}
