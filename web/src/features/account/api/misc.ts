import { queryOptions } from '@tanstack/react-query';
import { getEnv } from '@/config/env';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';

/** GET /generic-apis/all-enum: the option lists (categories, regions, …) the forms use. */
export const getAllEnums = () => api.get<Record<string, unknown>>('/generic-apis/all-enum');
export const allEnumsQuery = () => queryOptions({ queryKey: ['enums'], queryFn: getAllEnums, staleTime: 60 * 60 * 1000 });

export const subscribeNewsletter = (input: { email: string; [field: string]: unknown }) => api.post<MessageResponse>('/newsletter/create', input);
export const createBusinessInfo = (input: Record<string, unknown>) => api.post<MessageResponse>('/business-info/create', input);

export function uploadDocument(file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', file);
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  return api.post<{ url?: string; [field: string]: unknown }>('/file/upload-document', form);
}

export const CONTACT_SENT = 'Your message has been sent successfully!';

/** The contact-us form posts to an external contact-form host (VITE_CONTACT_FORM_URL), else to the API. */
export function sendContactMessage(input: { name: string; email: string; message: string; [field: string]: unknown }) {
  const external = getEnv().contactFormUrl;
  return external
    ? api.post<MessageResponse>(`${external.replace(/\/$/, '')}/contact/create`, input, { absoluteUrl: true })
    : api.post<MessageResponse>('/contact/create', input);
}
