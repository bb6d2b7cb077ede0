import type { ConsortiumMemberView } from '@jointly/contracts';

/** What the signed-in user may do to one member company of a consortium: leave it, remove it, or nothing. */
export type MemberRemoval = 'leave' | 'remove' | null;

/**
 * Mirrors the consortiums service's rule (assertCanRemoveMember) so the page offers only what the server allows; the
 * server stays the authority. The lead company never leaves nor is removed; the people of the lead company (and
 * admins) may remove any other member; the people of a member company may take their own company out.
 */
export function memberRemoval(
  viewer: { companyId: string | null; isAdmin: boolean },
  members: readonly Pick<ConsortiumMemberView, 'companyId' | 'role'>[],
  target: Pick<ConsortiumMemberView, 'companyId' | 'role'>,
): MemberRemoval {
  if (target.role === 'lead') return null;
  const own = viewer.companyId ? members.find((m) => m.companyId === viewer.companyId) : undefined;
  if (own && own.companyId === target.companyId) return 'leave';
  if (own?.role === 'lead' || viewer.isAdmin) return 'remove';
  return null;
}
