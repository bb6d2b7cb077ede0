import { queryOptions } from '@tanstack/react-query';
import type { BillingProfileView, InvoiceView, PlanUsage, PlanView, SubscriptionView } from '@jointly/contracts';
import { getEnv } from '@/config/env';
import { api, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/stores/auth-store';

const quiet = { toastOnError: false } as const;

export const BILLING_KEY = ['billing'] as const;

/** GET /billing/plans: the active plans, in display order. */
export const plansQuery = () =>
  queryOptions({ queryKey: [...BILLING_KEY, 'plans'], queryFn: () => api.get<PlanView[]>('/billing/plans', quiet) });

/** GET /billing/subscription: the company's plan, a pending change request, whether card payment is on. */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'subscription'],
    queryFn: () => api.get<SubscriptionView>('/billing/subscription', quiet),
    retry: false,
  });

/** The services that count what the plan limits (each answers GET /plan-usage/<service>). */
export const USAGE_SOURCES = ['accounts', 'tenders', 'consortiums', 'bids'] as const;

/** The company's use of every limit a service enforces, merged; a source that fails is left out, not fatal. */
export const usageQuery = () =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'usage'],
    queryFn: async () => {
      const answers = await Promise.allSettled(USAGE_SOURCES.map((source) => api.get<PlanUsage[]>(`/plan-usage/${source}`, quiet)));
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    },
  });

export const requestPlanChange = (planCode: string | null) =>
  api.post<SubscriptionView>('/billing/subscription/request-change', { planCode }, quiet);

/** GET /billing/profile. */
export const billingProfileQuery = () =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'profile'],
    queryFn: () => api.get<BillingProfileView>('/billing/profile', quiet),
    retry: false,
  });

export type BillingProfileInput = Pick<BillingProfileView, 'contactName' | 'contactEmail' | 'address' | 'vatNumber'>;
export const saveBillingProfile = (input: BillingProfileInput) => api.put<BillingProfileView>('/billing/profile', input, quiet);

export interface InvoicePage {
  invoices: InvoiceView[];
  total: number;
  page: number;
  limit: number;
}

/** GET /billing/invoices?page=&limit=: newest first. */
export const invoicesQuery = (page: number, limit = 20) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'invoices', page, limit],
    queryFn: () => api.get<InvoicePage>('/billing/invoices', { ...quiet, query: { page, limit } }),
    retry: false,
  });

/** POST /billing/invoices/{id}/checkout → the Stripe Checkout page to go to. */
export const startCheckout = (invoiceId: string) =>
  api.post<{ url: string }>(`/billing/invoices/${encodeURIComponent(invoiceId)}/checkout`, undefined, quiet);

/** GET /billing/invoices/{id}/pdf, saved as `<number>.pdf` (binary: fetched directly, not through the JSON client). */
export async function downloadInvoicePdf(invoice: Pick<InvoiceView, 'id' | 'number'>): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${getEnv().apiBase}/billing/invoices/${encodeURIComponent(invoice.id)}/pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'The PDF could not be downloaded, try again.');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number.replace(/[^A-Za-z0-9-]+/g, '')}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
