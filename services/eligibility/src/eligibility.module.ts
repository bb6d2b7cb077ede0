import { Module } from '@nestjs/common';
import { CompanyFactsModule } from './company-facts/company-facts.module';
import { ELIGIBILITY_CORE } from './eligibility-core.module';
import { EligibilityResultModule } from './eligibility-result/eligibility-result.module';
import { ExpertCriteriaModule } from './expert-criteria/expert-criteria.module';
import { TenderCriteriaModule } from './tender-criteria/tender-criteria.module';
import { UserCriteriaModule } from './user-criteria/user-criteria.module';

/**
 * The eligibility service: how well a provider fits a tender: providers' and experts' criteria, tenders' criteria,
 * scoring and stored ratings.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ELIGIBILITY_CORE, UserCriteriaModule, ExpertCriteriaModule, TenderCriteriaModule, EligibilityResultModule, CompanyFactsModule],
})
export class EligibilityModule {}
