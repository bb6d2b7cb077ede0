import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { Account, normaliseEmail } from '../../account/account.entity';
import { OneTimeCodes } from '../../identity/one-time-codes';
import { CODE_CHECKS_PER_ADDRESS, RateLimiter } from '../../rate-limit/rate-limiter';
import type { VerifyResetCodeRequestDto } from '../password.request.dto';
import { invalidResetCode } from '../reset-code';

/** A command, not a query: a wrong code counts against the code's tries. */
export class VerifyResetCodeCommand {
  constructor(
    readonly input: VerifyResetCodeRequestDto,
    readonly ip: string,
  ) {}
}

/** Checks a reset code before the new password is chosen (the code stays usable). */
@CommandHandler(VerifyResetCodeCommand)
export class VerifyResetCodeHandler implements ICommandHandler<VerifyResetCodeCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: VerifyResetCodeCommand): Promise<{ message: string }> {
    await this.limiter.hit('code-ip', ip, CODE_CHECKS_PER_ADDRESS);
    const outcome = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { email: normaliseEmail(input.email) } });
      if (!account) return { ok: false as const, error: invalidResetCode() };
      return this.codes.check(manager, { otpId: input.otp.id, accountId: account.id, code: input.otp.code, purpose: 'reset' });
    });
    if (!outcome.ok) throw outcome.error;
    return { message: 'The code is correct: choose a new password.' };
  }
}
