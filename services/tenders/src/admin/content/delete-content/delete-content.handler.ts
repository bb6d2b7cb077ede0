import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { OutboxService } from '@jointly/common/events';
import { ContentRepository, type ContentResourceSpec, type ContentView } from '../content.repository';

export class DeleteContentCommand {
  constructor(
    readonly spec: ContentResourceSpec,
    readonly actor: AuthenticatedUser,
    readonly id: string,
  ) {}
}

/** Deletes a content record from the console; answers the deleted record; the admin action in the same transaction. */
@CommandHandler(DeleteContentCommand)
export class DeleteContentHandler implements ICommandHandler<DeleteContentCommand, ContentView> {
  constructor(
    private readonly content: ContentRepository,
    private readonly outbox: OutboxService,
  ) {}

  execute({ spec, actor, id }: DeleteContentCommand): Promise<ContentView> {
    return this.content.transaction(async (manager) => {
      const before = await this.content.get(spec, id, manager, true);
      await this.content.delete(manager, spec, id);
      await recordAdminAction(this.outbox, manager, {
        actor,
        action: `${spec.noun}.delete`,
        resource: spec.resource,
        resourceId: id,
        summary: `Deleted ${spec.noun} "${before.title.slice(0, 200)}"`,
        changes: null,
      });
      return before;
    });
  }
}
