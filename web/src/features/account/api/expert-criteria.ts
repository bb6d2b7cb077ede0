import { api } from '@/lib/api-client';
import type { Id } from '@/types/api';

/** Expert criteria (eligibility service; the screens come with it): 'Expert criteria created/updated successfully!'. */
export const createExpertCriteria = (input: Record<string, unknown>) => api.post('/expert-criteria/create', input);
export const updateExpertCriteria = (id: Id, input: Record<string, unknown>) =>
  api.patch(`/expert-criteria/update/${encodeURIComponent(id)}`, input);
