import { Module } from '@nestjs/common';
import { ELIGIBILITY_CORE } from '../eligibility-core.module';
import { TenderCriteriaModule } from '../tender-criteria/tender-criteria.module';
import { ConsortiumEligibilityHttpController } from './consortium-eligibility.http.controller';
import { ConsortiumEligibilityStore } from './consortium-eligibility.store';
import { ConsortiumRecalculator } from './consortium-recalculator';
import { KeepConsortiumsOnConsortiumEvents } from './consumers/keep-consortiums-on-consortium-events.consumer';
import { KeepPartnersOnAccountEvents } from './consumers/keep-partners-on-account-events.consumer';
import { CheckConsortiumTenderHandler } from './queries/check-consortium-tender/check-consortium-tender.handler';
import { GetConsortiumBestTendersHandler } from './queries/get-consortium-best-tenders/get-consortium-best-tenders.handler';
import { GetTenderConsortiumRatingsHandler } from './queries/get-tender-consortium-ratings/get-tender-consortium-ratings.handler';
import { SuggestPartnersHandler } from './queries/suggest-partners/suggest-partners.handler';

/**
 * Consortium eligibility (/api/consortium-eligibility): consortiums rated on their members' combined facts, stored
 * sparsely (60 and above) and recalculated on membership, facts and tender events. Exports the recalculator (the
 * providers' rating consumers call it in the same inbox transaction).
 */
@Module({
  imports: [ELIGIBILITY_CORE, TenderCriteriaModule],
  controllers: [ConsortiumEligibilityHttpController],
  providers: [
    ConsortiumEligibilityStore,
    ConsortiumRecalculator,
    KeepConsortiumsOnConsortiumEvents,
    KeepPartnersOnAccountEvents,
    GetConsortiumBestTendersHandler,
    CheckConsortiumTenderHandler,
    GetTenderConsortiumRatingsHandler,
    SuggestPartnersHandler,
  ],
  exports: [ConsortiumRecalculator],
})
export class ConsortiumEligibilityModule {}
