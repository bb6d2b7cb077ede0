import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { ExpertCriteria } from './expert-criteria/expert-criteria.entity';
import { CreateCriteria1764800000000 } from './migrations/1764800000000-create-criteria';
import { CreateScoring1765000000000 } from './migrations/1765000000000-create-scoring';
import { TenderCriteriaSource1766700000000 } from './migrations/1766700000000-tender-criteria-source';
import { ConsortiumEligibility1766700001000 } from './migrations/1766700001000-consortium-eligibility';
import { PartnerCompany1766700002000 } from './migrations/1766700002000-partner-company';
import { SparseProviderRatings1767040000000 } from './migrations/1767040000000-sparse-provider-ratings';
import { CompanyFacts1767040001000 } from './migrations/1767040001000-company-facts';
import { RatingCandidates1767096000000 } from './migrations/1767096000000-rating-candidates';
import { LeanRatingWrites1767101000000 } from './migrations/1767101000000-lean-rating-writes';
import { TenderWrittenXid1767102400000 } from './migrations/1767102400000-tender-written-xid';
import { CompanyEvidence1767102500000 } from './migrations/1767102500000-company-evidence';
import { TenderCriteria } from './tender-criteria/tender-criteria.entity';
import { UserCriteria } from './user-criteria/user-criteria.entity';

/**
 * The eligibility schema: user criteria, expert criteria, tender criteria, the tender read model and stored ratings
 * (the outbox, inbox and dead-letter tables come from common).
 */
export const ELIGIBILITY_DATABASE: ServiceDatabaseDefinition = {
  service: 'eligibility',
  entities: [UserCriteria, ExpertCriteria, TenderCriteria],
  migrations: [
    CreateCriteria1764800000000,
    CreateScoring1765000000000,
    TenderCriteriaSource1766700000000,
    ConsortiumEligibility1766700001000,
    PartnerCompany1766700002000,
    SparseProviderRatings1767040000000,
    CompanyFacts1767040001000,
    RatingCandidates1767096000000,
    LeanRatingWrites1767101000000,
    TenderWrittenXid1767102400000,
    CompanyEvidence1767102500000,
  ],
};

/** Name of the service's DataSource (and schema). */
export const ELIGIBILITY = ELIGIBILITY_DATABASE.service;
