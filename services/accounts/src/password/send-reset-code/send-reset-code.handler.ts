import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, normaliseEmail } from '../../account/account.entity';
import { OneTimeCodes } from '../../identity/one-time-codes';
import { CODES_PER_ACCOUNT, RateLimiter } from '../../rate-limit/rate-limiter';

const SENT = 'If an account exists for this address, we have sent it a code. It is valid for 10 minutes.';

export class SendResetCodeCommand {
  constructor(readonly email: string) {}
}

/** E-mails a reset code (OtpIssued); answers the same whether or not the address has an account. */
@CommandHandler(SendResetCodeCommand)
export class SendResetCodeHandler implements ICommandHandler<SendResetCodeCommand, { message: string; result: { id: string } }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodes,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ email: rawEmail }: SendResetCodeCommand): Promise<{ message: string; result: { id: string } }> {
    const email = normaliseEmail(rawEmail);
    await this.limiter.hit('reset-code', email, CODES_PER_ACCOUNT);
    const otpId = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { email } });
      if (!account || account.status !== 'active') return randomUUID(); // same shape, nothing revealed
      const { record, sealedCode } = await this.codes.issue(manager, account.id, 'reset');
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.OtpIssued, {
          aggregateId: account.id,
          actorId: null,
          payload: {
            accountId: account.id,
            email,
            otpId: record.id,
            sealedCode,
            purpose: 'reset',
            expiresAt: record.expiresAt.toISOString(),
          },
        }),
      );
      return record.id;
    });
    return { message: SENT, result: { id: otpId } };
  }
}
