import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumRequestView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { assertCanInvite, assertMember } from '../../consortium/consortium-rules';
import { ConsortiumRepository } from '../../consortium/consortium.repository';
import { CompanyDirectory } from '../../directory/company-directory';
import { RequestRepository, requestView } from '../request.repository';

export class SendInviteCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
    readonly account: string,
    readonly message: string | null,
  ) {}
}

/**
 * A member company invites an approved partner company (named by one of its accounts or its id). The consortium row
 * is locked, so two invitations of one company cannot both pass the pending check. Publishes ConsortiumInviteSent.
 */
@CommandHandler(SendInviteCommand)
export class SendInviteHandler implements ICommandHandler<SendInviteCommand, ConsortiumRequestView> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly requests: RequestRepository,
    private readonly directory: CompanyDirectory,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, consortiumId, account, message }: SendInviteCommand): Promise<ConsortiumRequestView> {
    const id = await transaction(this.consortiums.dataSource, async (manager) => {
      const consortium = await this.consortiums.get(consortiumId, manager, true);
      const members = await this.consortiums.members(consortiumId, manager);
      const inviterCompanyId = assertMember(caller, members);
      const found = await this.directory.invitee(account, manager);
      const invitee = assertCanInvite({
        inviterCompanyId,
        invitee: found,
        consortiumName: consortium.name,
        members,
        hasPendingRequest: found ? await this.requests.hasPending(consortiumId, found.companyId, manager) : false,
      });
      const toAccountId = found!.accountId;
      const id = await this.requests.insert(manager, {
        consortiumId,
        fromAccountId: caller.id,
        fromCompanyId: inviterCompanyId,
        toAccountId,
        toCompanyId: invitee.companyId,
        message,
      });
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumInviteSent, {
          aggregateId: id,
          actorId: caller.id,
          payload: {
            requestId: id,
            consortiumId,
            consortiumName: consortium.name,
            fromAccountId: caller.id,
            fromCompanyId: inviterCompanyId,
            fromCompanyName: members.find((m) => m.companyId === inviterCompanyId)?.companyName ?? '',
            toAccountId,
            toCompanyId: invitee.companyId,
            toCompanyName: invitee.companyName,
            message,
          },
        }),
      );
      return id;
    });
    return requestView(await this.requests.get(id));
  }
}
