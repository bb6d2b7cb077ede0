import { Module } from '@nestjs/common';
import { ELIGIBILITY_CORE } from '../eligibility-core.module';
import { EligibilityResultModule } from '../eligibility-result/eligibility-result.module';
import { TenderCriteriaModule } from '../tender-criteria/tender-criteria.module';
import { UserCriteriaModule } from '../user-criteria/user-criteria.module';
import { CreateExpertCriteriaHandler } from './commands/create-expert-criteria/create-expert-criteria.handler';
import { CreateExpertCriteriaHttpController } from './commands/create-expert-criteria/create-expert-criteria.http.controller';
import { UpdateExpertCriteriaHandler } from './commands/update-expert-criteria/update-expert-criteria.handler';
import { UpdateExpertCriteriaHttpController } from './commands/update-expert-criteria/update-expert-criteria.http.controller';
import { ExpertCriteriaAdminController } from './expert-criteria.admin.controller';
import { ExpertCriteriaRepository } from './expert-criteria.repository';
import { FindEligibilityExpertsHandler } from './queries/find-eligibility-experts/find-eligibility-experts.handler';
import { FindEligibilityExpertsHttpController } from './queries/find-eligibility-experts/find-eligibility-experts.http.controller';
import { FindTenderBasedExpertsHandler } from './queries/find-tender-based-experts/find-tender-based-experts.handler';
import { FindTenderBasedExpertsHttpController } from './queries/find-tender-based-experts/find-tender-based-experts.http.controller';
import { GetExpertCriteriaHandler } from './queries/get-expert-criteria/get-expert-criteria.handler';
import { ListExpertCriteriaHandler } from './queries/list-expert-criteria/list-expert-criteria.handler';
import { SearchExpertCriteriaHandler } from './queries/search-expert-criteria/search-expert-criteria.handler';
import { SearchExpertCriteriaHttpController } from './queries/search-expert-criteria/search-expert-criteria.http.controller';

/**
 * Experts' directory entries: /api/expert-criteria (create, update, search, expert matching for a tender or a provider)
 * and the console's `expert-criteria`.
 */
@Module({
  imports: [ELIGIBILITY_CORE, UserCriteriaModule, TenderCriteriaModule, EligibilityResultModule],
  controllers: [
    CreateExpertCriteriaHttpController,
    UpdateExpertCriteriaHttpController,
    SearchExpertCriteriaHttpController,
    FindTenderBasedExpertsHttpController,
    FindEligibilityExpertsHttpController,
    ExpertCriteriaAdminController,
  ],
  providers: [
    ExpertCriteriaRepository,
    CreateExpertCriteriaHandler,
    UpdateExpertCriteriaHandler,
    SearchExpertCriteriaHandler,
    ListExpertCriteriaHandler,
    GetExpertCriteriaHandler,
    FindTenderBasedExpertsHandler,
    FindEligibilityExpertsHandler,
  ],
})
export class ExpertCriteriaModule {}
