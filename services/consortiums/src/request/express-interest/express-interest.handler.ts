import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumRequestView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { assertCanExpressInterest } from '../../consortium/consortium-rules';
import { ConsortiumRepository } from '../../consortium/consortium.repository';
import { CompanyDirectory } from '../../directory/company-directory';
import { RequestRepository, requestView } from '../request.repository';

export class ExpressInterestCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
    readonly message: string | null,
  ) {}
}

/**
 * An approved partner company registers interest in joining a consortium it is not a member of. The request goes to
 * the lead company (its owner account), which answers it with PATCH /consortium-request/update/{id}. The consortium
 * row is locked, so two requests of one company cannot both pass the pending check (and the partial unique index
 * holds either way). Publishes ConsortiumInterestExpressed.
 */
@CommandHandler(ExpressInterestCommand)
export class ExpressInterestHandler implements ICommandHandler<ExpressInterestCommand, ConsortiumRequestView> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly requests: RequestRepository,
    private readonly directory: CompanyDirectory,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, consortiumId, message }: ExpressInterestCommand): Promise<ConsortiumRequestView> {
    const id = await transaction(this.consortiums.dataSource, async (manager) => {
      const consortium = await this.consortiums.get(consortiumId, manager, true);
      const members = await this.consortiums.members(consortiumId, manager);
      const partner = caller.companyId ? await this.directory.approvedPartner(caller.companyId, manager) : null;
      const { companyId, leadCompanyId } = assertCanExpressInterest({
        caller,
        companyIsApprovedPartner: partner !== null,
        consortiumName: consortium.name,
        members,
        hasPendingRequest: caller.companyId ? await this.requests.hasPending(consortiumId, caller.companyId, manager) : false,
      });
      const lead = await this.directory.approvedPartner(leadCompanyId, manager);
      const toAccountId = lead?.ownerAccountId ?? consortium.createdBy;
      const toCompanyName = lead?.companyName ?? members.find((m) => m.companyId === leadCompanyId)?.companyName ?? '';
      const id = await this.requests.insert(manager, {
        consortiumId,
        fromAccountId: caller.id,
        fromCompanyId: companyId,
        toAccountId,
        toCompanyId: leadCompanyId,
        message,
        direction: 'interest',
      });
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumInterestExpressed, {
          aggregateId: id,
          actorId: caller.id,
          payload: {
            requestId: id,
            consortiumId,
            consortiumName: consortium.name,
            fromAccountId: caller.id,
            fromCompanyId: companyId,
            fromCompanyName: partner!.companyName,
            toAccountId,
            toCompanyId: leadCompanyId,
            toCompanyName,
            message,
          },
        }),
      );
      return id;
    });
    return requestView(await this.requests.get(id));
  }
}
