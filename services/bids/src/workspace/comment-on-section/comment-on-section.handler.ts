import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BidEvents, type WorkspaceCommentView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import { readSectionBodies } from '../section-bodies';
import { plainText } from '../teamwork/section-rules';
import { AnchorOutOfTextError } from '../teamwork/teamwork.errors';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { sectionOf } from '../teamwork/workspace-writer';
import { CommentRepository } from '../teamwork/comment.repository';

export class CommentOnSectionCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly input: { sectionId: string; body: string; anchor?: { start: number; end: number }; mentions?: string[] },
  ) {}
}

/**
 * A member comments on a section, or on a range of its text (offsets into the plain text; the quote is stored so the
 * comment still shows what it was about after the text moves). Mentioned members (400 for others) hear of it through
 * WorkspaceCommentMentioned. Comments do not change the workspace version: they never overwrite anything.
 */
@CommandHandler(CommentOnSectionCommand)
export class CommentOnSectionHandler implements ICommandHandler<CommentOnSectionCommand, WorkspaceCommentView> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly comments: CommentRepository,
    private readonly teamwork: TeamworkRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, workspaceId, input }: CommentOnSectionCommand): Promise<WorkspaceCommentView> {
    const commentId = await transaction(this.comments.dataSource, async (manager) => {
      const workspace = await this.members.readable(caller, workspaceId, manager);
      const section = sectionOf(workspace, input.sectionId);
      let anchor: { start: number; end: number; quote: string } | null = null;
      if (input.anchor) {
        const text = plainText((await readSectionBodies(manager, workspace.id)).get(section.id) ?? '');
        const { start, end } = input.anchor;
        if (end < start || end > text.length) throw new AnchorOutOfTextError();
        anchor = { start, end, quote: text.slice(start, end) };
      }
      const mentions = [...new Set(input.mentions ?? [])].filter((id) => id !== caller.id);
      await this.members.assertMembers(manager, workspace, 'mentions', mentions);
      const id = await this.comments.insert(manager, {
        workspaceId: workspace.id,
        sectionId: section.id,
        author: caller.id,
        body: input.body,
        anchor,
        mentions,
      });
      await this.teamwork.logActivity(manager, workspace.id, caller.id, [
        { kind: 'comment-added', data: { commentId: id, sectionId: section.id, title: section.title } },
      ]);
      if (mentions.length)
        await this.outbox.add(
          manager,
          createEvent(BidEvents.WorkspaceCommentMentioned, {
            aggregateId: workspace.id,
            actorId: caller.id,
            payload: {
              workspaceId: workspace.id,
              workspaceName: workspace.name,
              sectionId: section.id,
              sectionTitle: section.title,
              commentId: id,
              mentionedAccountIds: mentions,
              authorAccountId: caller.id,
              authorName: await this.members.nameOf(manager, caller.id),
              excerpt: input.body.slice(0, 300),
            },
          }),
        );
      return id;
    });
    return this.comments.get(workspaceId, commentId);
  }
}
