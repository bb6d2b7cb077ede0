import type { ExpertCriteriaView } from '@jointly/contracts';
import type { ExpertCriteria } from './expert-criteria.entity';

export function toExpertCriteriaView(row: ExpertCriteria): ExpertCriteriaView {
  return {
    id: row.id,
    accountId: row.accountId,
    headline: row.headline,
    expertise: row.expertise,
    sectors: row.sectors,
    regions: row.regions,
    yearsExperience: row.yearsExperience,
    dayRate: row.dayRate,
    availability: row.availability,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
