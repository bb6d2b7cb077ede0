import type { ConsortiumView } from '@jointly/contracts';
import type { ConsortiumRow, MemberRow } from './consortium.repository';

/** A consortium as the API shows it, with its members. */
export function consortiumView(row: ConsortiumRow, members: MemberRow[]): ConsortiumView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    leadCompanyId: row.leadCompanyId,
    leadCompanyName: members.find((m) => m.companyId === row.leadCompanyId)?.companyName ?? '',
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    memberCount: members.length,
    members: members.map((m) => ({ companyId: m.companyId, companyName: m.companyName, role: m.role, joinedAt: m.joinedAt.toISOString() })),
  };
}
