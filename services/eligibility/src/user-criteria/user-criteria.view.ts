import type { UserCriteriaView } from '@jointly/contracts';
import type { UserCriteria } from './user-criteria.entity';

export function toUserCriteriaView(row: UserCriteria): UserCriteriaView {
  return {
    id: row.id,
    accountId: row.accountId,
    companyId: row.companyId,
    serviceCategories: row.serviceCategories,
    regions: row.regions,
    annualTurnover: row.annualTurnover,
    yearsTrading: row.yearsTrading,
    staffCount: row.staffCount,
    certifications: row.certifications,
    insuranceLevel: row.insuranceLevel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
