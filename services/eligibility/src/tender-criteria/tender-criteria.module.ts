import { Module } from '@nestjs/common';
import { rateLimiterProvider } from '@jointly/common/limits';
import { ELIGIBILITY_CORE } from '../eligibility-core.module';
import { TenderSummaryStore } from '../tender-summary/tender-summary.store';
import { UserCriteriaModule } from '../user-criteria/user-criteria.module';
import { AddTenderCriteriaHandler } from './commands/add-tender-criteria/add-tender-criteria.handler';
import { AddTenderCriteriaHttpController } from './commands/add-tender-criteria/add-tender-criteria.http.controller';
import { CheckTenderCriteriaStatusHandler } from './queries/check-tender-criteria-status/check-tender-criteria-status.handler';
import { CheckTenderCriteriaStatusHttpController } from './queries/check-tender-criteria-status/check-tender-criteria-status.http.controller';
import { PreviewTenderCriteriaHandler } from './queries/preview-tender-criteria/preview-tender-criteria.handler';
import { PreviewTenderCriteriaHttpController } from './queries/preview-tender-criteria/preview-tender-criteria.http.controller';
import { SearchTenderCriteriaHandler } from './queries/search-tender-criteria/search-tender-criteria.handler';
import { SearchTenderCriteriaHttpController } from './queries/search-tender-criteria/search-tender-criteria.http.controller';
import { TenderCriteriaRepository } from './tender-criteria.repository';

/** Tenders' criteria (/api/tender-criteria: add, preview, search, check-status); exports them and the tender read model. */
@Module({
  imports: [ELIGIBILITY_CORE, UserCriteriaModule],
  controllers: [
    AddTenderCriteriaHttpController,
    PreviewTenderCriteriaHttpController,
    SearchTenderCriteriaHttpController,
    CheckTenderCriteriaStatusHttpController,
  ],
  providers: [
    TenderCriteriaRepository,
    TenderSummaryStore,
    AddTenderCriteriaHandler,
    SearchTenderCriteriaHandler,
    CheckTenderCriteriaStatusHandler,
    PreviewTenderCriteriaHandler,
    rateLimiterProvider('eligibility'),
  ],
  exports: [TenderCriteriaRepository, TenderSummaryStore],
})
export class TenderCriteriaModule {}
