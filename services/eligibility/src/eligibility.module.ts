import { Module } from '@nestjs/common';
import { ELIGIBILITY_CORE } from './eligibility.core';
import { ExpertCriteriaModule } from './expert-criteria/expert-criteria.module';
import { UserCriteriaModule } from './user-criteria/user-criteria.module';

/**
 * The eligibility service: how well a provider fits a tender. This round: providers' criteria and experts' criteria.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ELIGIBILITY_CORE, UserCriteriaModule, ExpertCriteriaModule],
})
export class EligibilityModule {}
