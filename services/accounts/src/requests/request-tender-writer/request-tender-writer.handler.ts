import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../../account/account.entity';
import { RateLimiter, SERVICE_REQUESTS_PER_ACCOUNT } from '../../rate-limit/rate-limiter';
import { ServiceRequestRepository } from '../service-request.repository';

export class RequestTenderWriterCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly tenderId: string | null,
    readonly message: string | null,
  ) {}
}

export interface TenderWriterRequested {
  requestId: string;
  email: string;
  message: string;
}

/** The Tender Writer service (spec §2 dialog): the request is kept and its details e-mailed to the user (TenderWriterRequested). */
@CommandHandler(RequestTenderWriterCommand)
export class RequestTenderWriterHandler implements ICommandHandler<RequestTenderWriterCommand, TenderWriterRequested> {
  constructor(
    private readonly requests: ServiceRequestRepository,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ caller, tenderId, message }: RequestTenderWriterCommand): Promise<TenderWriterRequested> {
    // Each request e-mails the user and the platform team: limited per account (429).
    await this.limiter.hit('service-request', caller.id, SERVICE_REQUESTS_PER_ACCOUNT);
    return transaction(this.requests.dataSource, async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: caller.id } });
      const id = await this.requests.insert(manager, { accountId: caller.id, kind: 'tender-writer', tenderId, details: message });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.TenderWriterRequested, {
          aggregateId: id,
          actorId: caller.id,
          payload: { accountId: caller.id, email: account.email, name: account.name, tenderId, message },
        }),
      );
      return {
        requestId: id,
        email: account.email,
        message: `Your request for a Tender Writer was successfully processed. We have sent the details of the Tender Writing Services to ${account.email}.`,
      };
    });
  }
}
