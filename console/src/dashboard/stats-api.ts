import { useQuery } from '@tanstack/react-query';
import { API_BASE, httpClient } from '../providers/http-client';
import type { MailDay, MessageDay, PageViews, RevenueMonth, SignupWeek, TenderAggregate } from './chart-data';

async function getJson<T>(path: string): Promise<T> {
  const { json } = await httpClient(`${API_BASE}${path}`);
  return json as T;
}

export const SIGNUP_WEEKS = 12;
export const MAIL_DAYS = 30;
export const MESSAGE_DAYS = 30;
export const PAGE_VIEW_DAYS = 30;

/** GET /api/admin/stats/signups?weeks=12 (accounts). */
export const useSignupStats = () =>
  useQuery({
    queryKey: ['stats', 'signups', SIGNUP_WEEKS],
    queryFn: () => getJson<SignupWeek[]>(`/admin/stats/signups?weeks=${SIGNUP_WEEKS}`),
  });

/** GET /api/admin/stats/mail?days=30 (notifications). */
export const useMailStats = () =>
  useQuery({ queryKey: ['stats', 'mail', MAIL_DAYS], queryFn: () => getJson<MailDay[]>(`/admin/stats/mail?days=${MAIL_DAYS}`) });

/** GET /api/tender/tender-aggregate (tenders; cached a minute by the server). */
export const useTenderAggregate = () =>
  useQuery({ queryKey: ['stats', 'tender-aggregate'], queryFn: () => getJson<TenderAggregate>('/tender/tender-aggregate') });

/** GET /api/admin/stats/messages?days=30 (messages). */
export const useMessageStats = () =>
  useQuery({
    queryKey: ['stats', 'messages', MESSAGE_DAYS],
    queryFn: () => getJson<MessageDay[]>(`/admin/stats/messages?days=${MESSAGE_DAYS}`),
  });

/** GET /api/admin/stats/page-views?days=30 (notifications: first-party analytics). */
export const usePageViews = () =>
  useQuery({
    queryKey: ['stats', 'page-views', PAGE_VIEW_DAYS],
    queryFn: () => getJson<PageViews>(`/admin/stats/page-views?days=${PAGE_VIEW_DAYS}`),
  });

export const REVENUE_MONTHS = 12;

/** GET /api/admin/stats/revenue?months=12 (billing). */
export const useRevenueStats = () =>
  useQuery({
    queryKey: ['stats', 'revenue', REVENUE_MONTHS],
    queryFn: () => getJson<RevenueMonth[]>(`/admin/stats/revenue?months=${REVENUE_MONTHS}`),
  });
