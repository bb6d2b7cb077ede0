import type { ConsortiumMemberView, ConsortiumRequestStatus } from '@jointly/contracts';

/** How a sent invitation's status reads on the consortium page. */
export const REQUEST_STATUS_LABELS: Record<ConsortiumRequestStatus, string> = {
  Pending: 'Waiting',
  Approve: 'Accepted',
  Rejected: 'Declined',
};

export const requestStatusLabel = (status: string): string => REQUEST_STATUS_LABELS[status as ConsortiumRequestStatus] ?? status;

export const memberRoleLabel = (role: ConsortiumMemberView['role']): string => (role === 'lead' ? 'Lead' : 'Member');

/** '1 member', '3 members'. */
export const memberCountLabel = (count: number): string => `${count} ${count === 1 ? 'member' : 'members'}`;

/** The rules of the consortiums service's DTOs, checked before sending. */
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;

export function checkConsortiumName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Give the consortium a name';
  if (trimmed.length > NAME_MAX) return `Use at most ${NAME_MAX} characters`;
  return undefined;
}

export function checkConsortiumDescription(description: string): string | undefined {
  return description.trim().length > DESCRIPTION_MAX ? `Use at most ${DESCRIPTION_MAX} characters` : undefined;
}
