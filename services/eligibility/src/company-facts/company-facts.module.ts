import { Module } from '@nestjs/common';
import { ConsortiumEligibilityModule } from '../consortium-eligibility/consortium-eligibility.module';
import { ELIGIBILITY_CORE } from '../eligibility-core.module';
import { EligibilityResultModule } from '../eligibility-result/eligibility-result.module';
import { CompanyFactsStore } from './company-facts.store';
import { RateAccountOnCompanyChange } from './consumers/rate-account-on-company-change.consumer';
import { RateCompanyOnCompanyFactsChanged } from './consumers/rate-company-on-company-facts-changed.consumer';

/** Companies' profile facts from accounts' events (CompanyFactsChanged, AccountRegistered, MembershipChanged), and the re-rating they cause. */
@Module({
  imports: [ELIGIBILITY_CORE, EligibilityResultModule, ConsortiumEligibilityModule],
  providers: [CompanyFactsStore, RateCompanyOnCompanyFactsChanged, RateAccountOnCompanyChange],
})
export class CompanyFactsModule {}
