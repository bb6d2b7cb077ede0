import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { RateLimiter, SERVICE_REQUESTS_PER_ACCOUNT } from '../../rate-limit/rate-limiter';
import { ServiceRequestRepository } from '../service-request.repository';

export class RequestTenderCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly tenderId: string | null,
    readonly details: string,
  ) {}
}

/** Asks the Jointly team for a tender: kept and sent to the platform inbox (TenderRequested); limited per account. */
@CommandHandler(RequestTenderCommand)
export class RequestTenderHandler implements ICommandHandler<RequestTenderCommand, { requestId: string; message: string }> {
  constructor(
    private readonly requests: ServiceRequestRepository,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ caller, tenderId, details }: RequestTenderCommand): Promise<{ requestId: string; message: string }> {
    await this.limiter.hit('service-request', caller.id, SERVICE_REQUESTS_PER_ACCOUNT);
    return transaction(this.requests.dataSource, async (manager) => {
      const id = await this.requests.insert(manager, { accountId: caller.id, kind: 'tender', tenderId, details });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.TenderRequested, {
          aggregateId: id,
          actorId: caller.id,
          payload: { accountId: caller.id, email: caller.email, tenderId, details },
        }),
      );
      return { requestId: id, message: 'Your request has been sent to the Jointly team.' };
    });
  }
}
