import { queryOptions } from '@tanstack/react-query';
import { LIST_ALL_LIMIT, LIST_ALL_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { Id } from '@/types/api';

/** POST /bids/create: invite an expert to bid. */
export const inviteExpert = (input: Record<string, unknown>) => api.post('/bids/create', input);
export const getExpertBidStatistics = (expertId: Id) => api.get<Record<string, number>>(`/bids/expert/${encodeURIComponent(expertId)}/statistics`);
export const searchBids = (params: QueryParams = {}) => api.get('/bids/search', { query: params });
export const respondToInvitation = (id: Id, input: { status: string; [field: string]: unknown }) =>
  api.patch(`/bids/respond-to-invitation/${encodeURIComponent(id)}`, input);

export const createWorkspace = (input: Record<string, unknown>) => api.post('/workspace/create', input);
/** GET /workspace/search?page=1&limit=300. */
export const listWorkspaces = () => api.get('/workspace/search', { query: { page: LIST_ALL_PAGE, limit: LIST_ALL_LIMIT } });
export const workspacesQuery = () => queryOptions({ queryKey: ['workspaces'], queryFn: listWorkspaces });
/** GET /workspace/search?id[0]={id}. */
export const getWorkspace = (id: Id) => api.get('/workspace/search', { query: { id: [id] } });
export const updateWorkspace = (id: Id, input: Record<string, unknown>) => api.patch(`/workspace/update/${encodeURIComponent(id)}`, input);
