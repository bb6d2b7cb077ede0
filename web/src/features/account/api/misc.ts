import { queryOptions } from '@tanstack/react-query';
import { getEnv } from '@/config/env';
import { MESSAGES } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { EnumsResponse, MessageResponse } from '@jointly/contracts';

/** GET /generic-apis/all-enum: the option lists (categories, regions, …) the forms use. */
export const getAllEnums = () => api.get<EnumsResponse>('/generic-apis/all-enum', { toastOnError: false });
export const allEnumsQuery = () => queryOptions({ queryKey: ['enums'], queryFn: getAllEnums, staleTime: 60 * 60 * 1000 });

/** POST /newsletter/create { email } → { message } (subscribing twice changes nothing). */
export const subscribeNewsletter = (input: { email: string }) => api.post<MessageResponse>('/newsletter/create', input);

/** POST /business-info/create: the dated snapshot of company facts eligibility scores against. */
export const createBusinessInfo = (input: Record<string, unknown>) => api.post<MessageResponse>('/business-info/create', input);
/** GET /business-info/latest → { businessInfo: { id, createdAt, …facts } | null }. */
export const getLatestBusinessInfo = () =>
  api.get<{ businessInfo: ({ id: string; createdAt: string } & Record<string, unknown>) | null }>('/business-info/latest', {
    toastOnError: false,
  });
export const latestBusinessInfoQuery = () => queryOptions({ queryKey: ['business-info', 'latest'], queryFn: getLatestBusinessInfo });

export function uploadDocument(file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', file);
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  return api.post<{ url?: string; [field: string]: unknown }>('/file/upload-document', form);
}

export const CONTACT_SENT = MESSAGES.contactSent;

export interface ContactInput {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** The contact-us form posts to an external contact-form host (VITE_CONTACT_FORM_URL), else to the API. */
export function sendContactMessage(input: ContactInput) {
  const external = getEnv().contactFormUrl;
  return external
    ? api.post<MessageResponse>(`${external.replace(/\/$/, '')}/contact/create`, input, { absoluteUrl: true })
    : api.post<MessageResponse>('/contact/create', input);
}

/** A document on the profile (GET /file/documents): the caller's and their company's uploads, newest first. */
export interface CompanyDocument {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  purpose: string | null;
  url: string;
  createdAt: string;
  /** Uploaded by the caller (only they may delete it). */
  mine: boolean;
}
export const getCompanyDocuments = () => api.get<CompanyDocument[]>('/file/documents', { toastOnError: false });
export const companyDocumentsQuery = () => queryOptions({ queryKey: ['documents'], queryFn: getCompanyDocuments });
export const deleteCompanyDocument = (id: string) =>
  api.delete<{ message: string }>(`/file/${encodeURIComponent(id)}`, { toastOnError: false });
