import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@jointly/contracts';

/** POST /business-info/create: the dated snapshot of company facts eligibility scores against. */
export const createBusinessInfo = (input: Record<string, unknown>) => api.post<MessageResponse>('/business-info/create', input);
/** GET /business-info/latest → { businessInfo: { id, createdAt, …facts } | null }. */
export const getLatestBusinessInfo = () =>
  api.get<{ businessInfo: ({ id: string; createdAt: string } & Record<string, unknown>) | null }>('/business-info/latest', {
    toastOnError: false,
  });
export const latestBusinessInfoQuery = () => queryOptions({ queryKey: ['business-info', 'latest'], queryFn: getLatestBusinessInfo });
