import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BidEvents, type WorkspaceView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { PlanLimitChecker } from '@jointly/common/limits';
import { TenderNotFoundError } from '../../expert-invitation/expert-invitation.errors';
import { TenderSummaries } from '../../directory/tender-summaries';
import { ConsortiumNotYoursError } from '../teamwork/teamwork.errors';
import { newSections, type SectionInput } from '../workspace-rules';
import { countOpenWorkspaces } from '../workspace-usage';
import { WorkspaceRepository, workspaceView } from '../workspace.repository';

export class CreateWorkspaceCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly name: string,
    readonly tenderId: string | null,
    readonly description: string | null,
    readonly sections: SectionInput[],
    readonly consortiumId: string | null = null,
  ) {}
}

/**
 * A provider or staff account opens a writing workspace for its company (optionally for a known tender, and for a
 * consortium its company belongs to: the consortium's member companies then write in it too), within its company's
 * plan limit of open workspaces (403 PLAN.LIMIT_REACHED beyond it). Publishes WorkspaceCreated.
 */
@CommandHandler(CreateWorkspaceCommand)
export class CreateWorkspaceHandler implements ICommandHandler<CreateWorkspaceCommand, WorkspaceView> {
  constructor(
    private readonly workspaces: WorkspaceRepository,
    private readonly tenders: TenderSummaries,
    private readonly outbox: OutboxService,
    private readonly limits: PlanLimitChecker,
  ) {}

  async execute({ caller, name, tenderId, description, sections, consortiumId }: CreateWorkspaceCommand): Promise<WorkspaceView> {
    const id = await transaction(this.workspaces.dataSource, async (manager) => {
      if (tenderId && !(await this.tenders.get(tenderId, manager))) throw new TenderNotFoundError(tenderId);
      if (consortiumId && !(caller.companyId && (await this.workspaces.isConsortiumMember(consortiumId, caller.companyId, manager))))
        throw new ConsortiumNotYoursError();
      if (caller.companyId) await this.limits.assertCanAdd(manager, caller.companyId, 'openWorkspaces', countOpenWorkspaces);
      const id = await this.workspaces.insert(manager, {
        name,
        tenderId,
        ownerAccountId: caller.id,
        companyId: caller.companyId,
        description,
        consortiumId,
        sections: newSections(sections, caller.id, new Date().toISOString(), randomUUID),
      });
      await this.outbox.add(
        manager,
        createEvent(BidEvents.WorkspaceCreated, {
          aggregateId: id,
          actorId: caller.id,
          payload: { workspaceId: id, name, ownerAccountId: caller.id, tenderId },
        }),
      );
      return id;
    });
    return workspaceView(await this.workspaces.get(id));
  }
}
