import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumView } from '@jointly/contracts';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { assertCanEdit, isMember } from '../consortium-rules';
import { ConsortiumRepository } from '../consortium.repository';
import { ConsortiumReader } from '../consortium.reader';

export class UpdateConsortiumCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
    readonly set: { name?: string; description?: string | null },
  ) {}
}

/**
 * The lead company (or an admin) renames or re-describes a consortium. ConsortiumUpdated carries the changed
 * fields; an admin's change is also recorded in the audit log. Nothing changed → no event.
 */
@CommandHandler(UpdateConsortiumCommand)
export class UpdateConsortiumHandler implements ICommandHandler<UpdateConsortiumCommand, ConsortiumView> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly outbox: OutboxService,
    private readonly reader: ConsortiumReader,
  ) {}

  async execute({ caller, consortiumId, set }: UpdateConsortiumCommand): Promise<ConsortiumView> {
    await transaction(this.consortiums.dataSource, async (manager) => {
      const before = await this.consortiums.get(consortiumId, manager, true);
      const members = await this.consortiums.members(consortiumId, manager);
      assertCanEdit(caller, members);
      const after = { name: set.name ?? before.name, description: set.description !== undefined ? set.description : before.description };
      const changes = fieldChanges({ name: before.name, description: before.description }, after);
      if (!changes) return;
      await this.consortiums.update(manager, consortiumId, set);
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumUpdated, {
          aggregateId: consortiumId,
          actorId: caller.id,
          payload: { consortiumId, changes: Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])) },
        }),
      );
      if (caller.role === 'admin' && !isMember(caller, members))
        await recordAdminAction(this.outbox, manager, {
          actor: { id: caller.id, email: caller.email },
          action: 'consortium.update',
          resource: 'consortiums',
          resourceId: consortiumId,
          summary: `Edited consortium "${after.name.slice(0, 200)}"`,
          changes,
        });
    });
    return this.reader.view(consortiumId);
  }
}
