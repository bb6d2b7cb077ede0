import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { PlanLimitChecker } from '@jointly/common/limits';
import { CompanyDirectory } from '../../directory/company-directory';
import { assertCanCreate } from '../consortium-rules';
import { countLedConsortiums } from '../consortium-usage';
import { ConsortiumRepository } from '../consortium.repository';
import { ConsortiumReader } from '../consortium.reader';

export class CreateConsortiumCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly name: string,
    readonly description: string | null,
  ) {}
}

/**
 * An approved partner's provider founds a consortium; their company is its lead member, within its plan's limit of
 * active consortiums (403 PLAN.LIMIT_REACHED beyond it). Publishes ConsortiumCreated.
 */
@CommandHandler(CreateConsortiumCommand)
export class CreateConsortiumHandler implements ICommandHandler<CreateConsortiumCommand, ConsortiumView> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly directory: CompanyDirectory,
    private readonly outbox: OutboxService,
    private readonly reader: ConsortiumReader,
    private readonly limits: PlanLimitChecker,
  ) {}

  async execute({ caller, name, description }: CreateConsortiumCommand): Promise<ConsortiumView> {
    const id = await transaction(this.consortiums.dataSource, async (manager) => {
      const partner = caller.companyId ? await this.directory.approvedPartner(caller.companyId, manager) : null;
      const leadCompanyId = assertCanCreate(caller, partner !== null);
      await this.limits.assertCanAdd(manager, leadCompanyId, 'activeConsortiums', countLedConsortiums);
      const id = await this.consortiums.insert(manager, { name, description, leadCompanyId, createdBy: caller.id });
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumCreated, {
          aggregateId: id,
          actorId: caller.id,
          payload: { consortiumId: id, name, ownerAccountId: caller.id, ownerCompanyId: leadCompanyId },
        }),
      );
      return id;
    });
    return this.reader.view(id);
  }
}
