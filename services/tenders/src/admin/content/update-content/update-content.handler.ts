import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { OutboxService } from '@jointly/common/events';
import { checkRequiredContent, normaliseDates, validatedContentInput } from '../content-input';
import { ContentRepository, type ContentResourceSpec, type ContentView } from '../content.repository';

export class UpdateContentCommand {
  constructor(
    readonly spec: ContentResourceSpec,
    readonly actor: AuthenticatedUser,
    readonly id: string,
    readonly body: Record<string, unknown>,
  ) {}
}

/** Updates a content record from the console (whole record; only changed fields are written and audited). */
@CommandHandler(UpdateContentCommand)
export class UpdateContentHandler implements ICommandHandler<UpdateContentCommand, ContentView> {
  constructor(
    private readonly content: ContentRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ spec, actor, id, body }: UpdateContentCommand): Promise<ContentView> {
    const input = await validatedContentInput(spec, spec.updateDto, body);
    return this.content.transaction(async (manager) => {
      const before = await this.content.get(spec, id, manager, true);
      const changes = fieldChanges(before, { ...before, ...normaliseDates(input, before) }, Object.keys(input));
      if (!changes) return before;
      const record = { ...before, ...input };
      checkRequiredContent(spec, record);
      spec.check?.(record);
      const names = Object.keys(changes);
      const after = await this.content.update(manager, spec, id, names, input);
      await recordAdminAction(this.outbox, manager, {
        actor,
        action: `${spec.noun}.update`,
        resource: spec.resource,
        resourceId: id,
        summary: `Edited ${spec.noun} "${after.title.slice(0, 200)}"`,
        changes: fieldChanges(before, after, names),
      });
      return after;
    });
  }
}
