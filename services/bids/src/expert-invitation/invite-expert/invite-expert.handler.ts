import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { BidEvents, type BidView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { PlanLimitChecker } from '@jointly/common/limits';
import { AccountDirectory } from '../../directory/account-directory';
import { TenderSummaries } from '../../directory/tender-summaries';
import { assertCanLinkWorkspace } from '../../workspace/workspace-rules';
import { WorkspaceRepository } from '../../workspace/workspace.repository';
import { DuplicateInvitationError, TenderNotFoundError, WorkspaceTenderMismatchError } from '../expert-invitation.errors';
import { assertInvitableExpert } from '../expert-invitation-rules';
import { ExpertInvitationRepository, expertInvitationView } from '../expert-invitation.repository';
import { countExpertInvitationsThisMonth } from '../expert-invitation-usage';

export class InviteExpertCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly tenderId: string,
    readonly expertAccountId: string,
    readonly message: string | null,
    readonly workspaceId: string | null,
  ) {}
}

/**
 * A provider or staff account invites an expert to help with a bid for a known tender, optionally into one of its
 * company's workspaces. One open invitation per tender, expert and inviting company (409; the partial unique index
 * settles races), within the company's plan limit of expert invitations per month (403 PLAN.LIMIT_REACHED beyond it).
 * Publishes ExpertInvited.
 */
@CommandHandler(InviteExpertCommand)
export class InviteExpertHandler implements ICommandHandler<InviteExpertCommand, BidView> {
  constructor(
    private readonly bids: ExpertInvitationRepository,
    private readonly workspaces: WorkspaceRepository,
    private readonly directory: AccountDirectory,
    private readonly tenders: TenderSummaries,
    private readonly outbox: OutboxService,
    private readonly limits: PlanLimitChecker,
  ) {}

  async execute({ caller, tenderId, expertAccountId, message, workspaceId }: InviteExpertCommand): Promise<BidView> {
    const id = await transaction(this.bids.dataSource, async (manager) => {
      const expert = await this.directory.get(expertAccountId, manager);
      assertInvitableExpert(expert?.accountType ?? null, expertAccountId);
      const tender = await this.tenders.get(tenderId, manager);
      if (!tender) throw new TenderNotFoundError(tenderId);
      if (workspaceId) {
        const workspace = await this.workspaces.get(workspaceId, manager);
        assertCanLinkWorkspace(caller, workspace);
        if (workspace.tenderId && workspace.tenderId !== tenderId) throw new WorkspaceTenderMismatchError();
      }
      const inviterCompanyId = caller.companyId;
      if (await this.bids.hasOpen(tenderId, expertAccountId, inviterCompanyId, caller.id, manager)) throw new DuplicateInvitationError();
      if (inviterCompanyId)
        await this.limits.assertCanAdd(manager, inviterCompanyId, 'expertInvitationsPerMonth', countExpertInvitationsThisMonth);
      const id = await this.bids.insert(manager, {
        tenderId,
        expertAccountId,
        invitedBy: caller.id,
        inviterCompanyId,
        workspaceId,
        message,
      });
      await this.outbox.add(
        manager,
        createEvent(BidEvents.ExpertInvited, {
          aggregateId: id,
          actorId: caller.id,
          payload: {
            bidId: id,
            tenderId,
            tenderTitle: tender.title,
            expertAccountId,
            invitedBy: caller.id,
            inviterCompanyId,
            inviterCompanyName: await this.inviterCompanyName(caller, manager),
            message,
          },
        }),
      );
      return id;
    });
    return expertInvitationView(await this.bids.get(id), caller);
  }

  /** The inviting company's name: the inviter's own directory entry, else any colleague's. */
  private async inviterCompanyName(caller: AuthenticatedUser, manager: EntityManager): Promise<string | null> {
    if (!caller.companyId) return null;
    const inviter = await this.directory.get(caller.id, manager);
    if (inviter?.companyId === caller.companyId && inviter.companyName) return inviter.companyName;
    return this.directory.companyName(caller.companyId, manager);
  }
}
