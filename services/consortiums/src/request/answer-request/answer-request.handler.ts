import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConsortiumEvents, type ConsortiumRequestView } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { answerRequest, joiningCompanyId, type RequestAnswer } from '../../consortium/consortium-rules';
import { ConsortiumRepository } from '../../consortium/consortium.repository';
import { RequestRepository, requestView } from '../request.repository';

export class AnswerRequestCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly requestId: string,
    readonly answer: RequestAnswer,
  ) {}
}

/**
 * The invited company accepts (Approve: it joins as a member, added by the inviter) or declines (Rejected) a pending
 * invitation; the lead company approves or rejects a pending expression of interest (Approve: the interested company
 * joins). Publishes ConsortiumRequestAnswered; an admin answering for a company is recorded in the audit log.
 */
@CommandHandler(AnswerRequestCommand)
export class AnswerRequestHandler implements ICommandHandler<AnswerRequestCommand, ConsortiumRequestView> {
  constructor(
    private readonly consortiums: ConsortiumRepository,
    private readonly requests: RequestRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, requestId, answer }: AnswerRequestCommand): Promise<ConsortiumRequestView> {
    await transaction(this.requests.dataSource, async (manager) => {
      const request = await this.requests.get(requestId, manager, true);
      const members = request.direction === 'interest' ? await this.consortiums.members(request.consortiumId, manager) : [];
      const { status, joins } = answerRequest(caller, request, answer, members);
      const joiningId = joiningCompanyId(request);
      const joiningName = request.direction === 'interest' ? request.fromCompanyName : request.toCompanyName;
      await this.requests.answer(manager, request.id, status, caller.id);
      // An invited company is added by its inviter; an interested one by the lead account that approved it.
      const addedBy = request.direction === 'interest' ? caller.id : request.fromAccountId;
      if (joins) await this.consortiums.addMember(manager, request.consortiumId, joiningId, 'member', addedBy);
      await this.outbox.add(
        manager,
        createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
          aggregateId: request.id,
          actorId: caller.id,
          payload: {
            requestId: request.id,
            consortiumId: request.consortiumId,
            consortiumName: request.consortiumName,
            accountId: caller.id,
            companyId: joiningId,
            companyName: joiningName,
            fromAccountId: request.fromAccountId,
            status,
            direction: request.direction,
          },
        }),
      );
      if (caller.role === 'admin' && caller.companyId !== request.toCompanyId)
        await recordAdminAction(this.outbox, manager, {
          actor: { id: caller.id, email: caller.email },
          action: 'consortium-request.answer',
          resource: 'consortiums',
          resourceId: request.consortiumId,
          summary: `${status === 'Approve' ? 'Approved' : 'Rejected'} the ${request.direction === 'interest' ? 'interest' : 'invitation'} of ${joiningName || joiningId} to "${request.consortiumName.slice(0, 200)}"`,
          changes: { status: { from: 'Pending', to: status } },
        });
    });
    return requestView(await this.requests.get(requestId));
  }
}
