import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BidEvents, type BidView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { answerInvitation, type InvitationAnswer } from '../expert-invitation-rules';
import { ExpertInvitationRepository, expertInvitationView } from '../expert-invitation.repository';

export class RespondToInvitationCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly bidId: string,
    readonly answer: InvitationAnswer,
  ) {}
}

/**
 * The invited expert accepts or declines a pending invitation (ExpertInvitationAnswered), or the inviting side withdraws
 * a pending or accepted one (ExpertInvitationWithdrawn: the expert leaves the invitation's conversation; its editor
 * sockets close through the bid row's access trigger). The row is locked, so two answers cannot both see it Pending.
 */
@CommandHandler(RespondToInvitationCommand)
export class RespondToInvitationHandler implements ICommandHandler<RespondToInvitationCommand, BidView> {
  constructor(
    private readonly bids: ExpertInvitationRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, bidId, answer }: RespondToInvitationCommand): Promise<BidView> {
    await transaction(this.bids.dataSource, async (manager) => {
      const bid = await this.bids.get(bidId, manager, true);
      const status = answerInvitation(caller, bid, answer);
      await this.bids.answer(manager, bid.id, status);
      if (status === 'Withdrawn') {
        await this.outbox.add(
          manager,
          createEvent(BidEvents.ExpertInvitationWithdrawn, {
            aggregateId: bid.id,
            actorId: caller.id,
            payload: { bidId: bid.id, expertAccountId: bid.expertAccountId, withdrawnBy: caller.id },
          }),
        );
        return;
      }
      await this.outbox.add(
        manager,
        createEvent(BidEvents.ExpertInvitationAnswered, {
          aggregateId: bid.id,
          actorId: caller.id,
          payload: {
            bidId: bid.id,
            tenderId: bid.tenderId,
            tenderTitle: bid.tenderTitle,
            expertAccountId: bid.expertAccountId,
            expertName: bid.expertName,
            invitedBy: bid.invitedBy,
            accepted: status === 'Accepted',
          },
        }),
      );
    });
    return expertInvitationView(await this.bids.get(bidId), caller);
  }
}
