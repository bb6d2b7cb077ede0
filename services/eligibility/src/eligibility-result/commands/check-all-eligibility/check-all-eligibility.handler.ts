import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserEligibilityResult } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { ELIGIBILITY } from '../../../eligibility.database';
import { AccountAccess } from '../../../user-criteria/account-access';
import { EligibilityRecalculator } from '../../eligibility-recalculator';
import { ProviderRatingsReader } from '../../provider-ratings.reader';
import { toUserEligibilityResult } from '../../eligibility-result.view';
import { CheckAllEligibilityCommand } from './check-all-eligibility.command';

/** Same recalculation as on UserCriteriaChanged (and the same events), in a transaction of its own. */
@CommandHandler(CheckAllEligibilityCommand)
export class CheckAllEligibilityHandler implements ICommandHandler<CheckAllEligibilityCommand> {
  constructor(
    @InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource,
    private readonly access: AccountAccess,
    private readonly recalculator: EligibilityRecalculator,
    private readonly ratings: ProviderRatingsReader,
  ) {}

  async execute({ actor, accountId }: CheckAllEligibilityCommand): Promise<UserEligibilityResult> {
    await this.access.assertMaySee(actor, accountId);
    return transaction(this.dataSource, async (manager) => {
      await this.recalculator.forAccount(manager, accountId);
      return toUserEligibilityResult(await this.ratings.allOpen(accountId, manager));
    });
  }
}
