import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumView } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { assertCanRemoveMember, isMember } from '../consortium-rules';
import { ConsortiumRepository } from '../consortium.repository';
import { ConsortiumReader } from '../consortium.reader';

export class RemoveMemberCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
    readonly companyId: string,
  ) {}
}

/**
 * The lead company (or an admin) removes a member company, or a member company leaves. ConsortiumMemberRemoved goes
 * through the outbox in the same transaction: the messages service takes the company out of the consortium's
 * conversation and the bids service out of the consortium's workspaces (closing its open editor sockets). An admin's
 * removal is also recorded in the audit log. The consortium row lock orders concurrent removals and invitations.
 */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand, ConsortiumView | null> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly outbox: OutboxService,
    private readonly reader: ConsortiumReader,
  ) {}

  async execute({ caller, consortiumId, companyId }: RemoveMemberCommand): Promise<ConsortiumView | null> {
    await transaction(this.consortiums.dataSource, async (manager) => {
      const consortium = await this.consortiums.get(consortiumId, manager, true);
      const members = await this.consortiums.members(consortiumId, manager);
      assertCanRemoveMember(caller, members, companyId);
      await this.consortiums.removeMember(manager, consortiumId, companyId);
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumMemberRemoved, {
          aggregateId: consortiumId,
          actorId: caller.id,
          payload: { consortiumId, companyId, removedBy: caller.id },
        }),
      );
      if (caller.role === 'admin' && !isMember(caller, members))
        await recordAdminAction(this.outbox, manager, {
          actor: { id: caller.id, email: caller.email },
          action: 'consortium.remove-member',
          resource: 'consortiums',
          resourceId: consortiumId,
          summary: `Removed company ${companyId} from consortium "${consortium.name.slice(0, 200)}"`,
        });
    });
    // A company that left no longer reads the consortium; the others get its new state.
    const stillReads = caller.role === 'admin' || (caller.companyId !== null && caller.companyId !== companyId);
    return stillReads ? this.reader.view(consortiumId) : null;
  }
}
