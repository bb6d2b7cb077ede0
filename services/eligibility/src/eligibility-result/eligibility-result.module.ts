import { Module } from '@nestjs/common';
import { ConsortiumEligibilityModule } from '../consortium-eligibility/consortium-eligibility.module';
import { ELIGIBILITY_CORE } from '../eligibility-core.module';
import { TenderCriteriaModule } from '../tender-criteria/tender-criteria.module';
import { UserCriteriaModule } from '../user-criteria/user-criteria.module';
import { CheckAllEligibilityHandler } from './commands/check-all-eligibility/check-all-eligibility.handler';
import { RateTenderOnTenderEvents } from './consumers/rate-tender-on-tender-events.consumer';
import { RecalculateOnTenderCriteriaAdded } from './consumers/recalculate-on-tender-criteria-added.consumer';
import { RecalculateOnUserCriteriaChanged } from './consumers/recalculate-on-user-criteria-changed.consumer';
import { EligibilityRecalculator } from './eligibility-recalculator';
import { EligibilityResultHttpController } from './eligibility-result.http.controller';
import { EligibilityResultStore } from './eligibility-result.store';
import { ProviderRatingsReader } from './provider-ratings.reader';
import { GetProviderDashboardHandler } from './queries/get-provider-dashboard/get-provider-dashboard.handler';
import { GetUserEligibilityResultHandler } from './queries/get-user-eligibility-result/get-user-eligibility-result.handler';
import { TenderRatingSetsCache } from './tender-rating-sets.cache';

/**
 * Stored ratings (/api/user-eligibility-result) and the consumers that keep them (and the tender read model). Exports
 * the ratings' store (expert matching reads a provider's nearly eligible tenders).
 */
@Module({
  imports: [ELIGIBILITY_CORE, UserCriteriaModule, TenderCriteriaModule, ConsortiumEligibilityModule],
  controllers: [EligibilityResultHttpController],
  providers: [
    EligibilityResultStore,
    ProviderRatingsReader,
    TenderRatingSetsCache,
    EligibilityRecalculator,
    RateTenderOnTenderEvents,
    RecalculateOnUserCriteriaChanged,
    RecalculateOnTenderCriteriaAdded,
    GetUserEligibilityResultHandler,
    CheckAllEligibilityHandler,
    GetProviderDashboardHandler,
  ],
  exports: [EligibilityResultStore, ProviderRatingsReader, EligibilityRecalculator],
})
export class EligibilityResultModule {}
