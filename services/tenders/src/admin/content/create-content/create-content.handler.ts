import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { OutboxService } from '@jointly/common/events';
import { checkRequiredContent, validatedContentInput } from '../content-input';
import { ContentRepository, type ContentResourceSpec, type ContentView } from '../content.repository';

export class CreateContentCommand {
  constructor(
    readonly spec: ContentResourceSpec,
    readonly actor: AuthenticatedUser,
    readonly body: Record<string, unknown>,
  ) {}
}

/** Creates a content record from the console; the admin action (and the resource's own events) in the same transaction. */
@CommandHandler(CreateContentCommand)
export class CreateContentHandler implements ICommandHandler<CreateContentCommand, ContentView> {
  constructor(
    private readonly content: ContentRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ spec, actor, body }: CreateContentCommand): Promise<ContentView> {
    const input = await validatedContentInput(spec, spec.createDto, body);
    const record = { ...spec.defaults, ...input };
    checkRequiredContent(spec, record);
    spec.check?.(record);
    const names = Object.keys(spec.fields).filter((f) => record[f] !== undefined);
    return this.content.transaction(async (manager) => {
      const view = await this.content.insert(manager, spec, names, record, actor.id);
      await spec.afterCreate?.(manager, view, actor);
      await recordAdminAction(this.outbox, manager, {
        actor,
        action: `${spec.noun}.create`,
        resource: spec.resource,
        resourceId: view.id,
        summary: `Created ${spec.noun} "${view.title.slice(0, 200)}"`,
        changes: fieldChanges(null, view, names),
      });
      return view;
    });
  }
}
