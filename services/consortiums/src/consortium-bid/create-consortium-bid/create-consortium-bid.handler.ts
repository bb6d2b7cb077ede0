import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumBidView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { assertMember } from '../../consortium/consortium-rules';
import { DuplicateConsortiumBidError, TenderNotFoundError } from '../../consortium/consortium.errors';
import { ConsortiumRepository } from '../../consortium/consortium.repository';
import { ConsortiumBidRepository, consortiumBidView } from '../consortium-bid.repository';

export class CreateConsortiumBidCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
    readonly tenderId: string,
    readonly title: string | null,
    readonly notes: string | null,
  ) {}
}

/**
 * A member company registers the consortium's bid on a tender it knows of (tender_summary, from tenders' events);
 * one bid per consortium and tender (the consortium row is locked while checking). Publishes ConsortiumBidCreated.
 */
@CommandHandler(CreateConsortiumBidCommand)
export class CreateConsortiumBidHandler implements ICommandHandler<CreateConsortiumBidCommand, ConsortiumBidView> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly bids: ConsortiumBidRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, consortiumId, tenderId, title, notes }: CreateConsortiumBidCommand): Promise<ConsortiumBidView> {
    const id = await transaction(this.consortiums.dataSource, async (manager) => {
      const consortium = await this.consortiums.get(consortiumId, manager, true);
      assertMember(caller, await this.consortiums.members(consortiumId, manager));
      const tenderTitle = await this.bids.tenderTitle(tenderId, manager);
      if (tenderTitle === null) throw new TenderNotFoundError(tenderId);
      if (await this.bids.exists(consortiumId, tenderId, manager)) throw new DuplicateConsortiumBidError(consortium.name);
      const id = await this.bids.insert(manager, { consortiumId, tenderId, title: title ?? tenderTitle, notes, createdBy: caller.id });
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumBidCreated, {
          aggregateId: id,
          actorId: caller.id,
          payload: { bidId: id, consortiumId, tenderId },
        }),
      );
      return id;
    });
    return consortiumBidView((await this.bids.get(id))!);
  }
}
