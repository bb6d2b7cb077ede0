import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Id, MessageResponse, TeamInvitation, TeamMembersResponse } from '@jointly/contracts';

/** GET /team/members; errors are shown on the screen (e.g. TEAM.NO_COMPANY), not toasted. */
export const getTeam = () => api.get<TeamMembersResponse>('/team/members', { toastOnError: false });
export const teamQuery = () => queryOptions({ queryKey: ['team'], queryFn: getTeam, retry: false });

/** POST /team/invite → { invitation, message: 'Invitation sent to …' }. */
export const inviteTeamMember = (email: string) =>
  api.post<MessageResponse & { invitation: Pick<TeamInvitation, 'id' | 'email' | 'expiresAt'> }>('/team/invite', { email });

/** DELETE /team/members/{accountId} (the company owner only) → { message }. */
export const removeTeamMember = (accountId: Id) => api.delete<MessageResponse>(`/team/members/${encodeURIComponent(accountId)}`);
