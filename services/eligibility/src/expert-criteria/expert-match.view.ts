import type { ExpertMatch } from '@jointly/contracts';
import type { RankedExpert } from '../expert-matching/rank-experts';
import type { ExpertCriteria } from './expert-criteria.entity';

export function toExpertMatch({ expert, score, reasons, forTenders }: RankedExpert<ExpertCriteria>): ExpertMatch {
  return {
    id: expert.id,
    accountId: expert.accountId,
    headline: expert.headline,
    expertise: expert.expertise,
    sectors: expert.sectors,
    regions: expert.regions,
    yearsExperience: expert.yearsExperience,
    dayRate: expert.dayRate,
    availability: expert.availability,
    score,
    reasons,
    ...(forTenders ? { forTenders } : {}),
  };
}
