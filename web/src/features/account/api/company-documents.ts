import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentPurpose } from '@jointly/contracts';

export function uploadDocument(file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', file);
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  return api.post<{ url?: string; [field: string]: unknown }>('/file/upload-document', form);
}

/** A document on the profile (GET /file/documents): the caller's and their company's uploads, newest first. */
export interface CompanyDocument {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  /** One of DOCUMENT_PURPOSES ('other' for documents uploaded before purposes were a list). */
  purpose: DocumentPurpose;
  /** For a certificate: the certification id it evidences. */
  certification: string | null;
  /** The purpose in words, e.g. 'Certificate: ISO 27001 information security'. */
  purposeLabel: string;
  url: string;
  createdAt: string;
  /** Uploaded by the caller (only they may delete it). */
  mine: boolean;
}
export const getCompanyDocuments = () => api.get<CompanyDocument[]>('/file/documents', { toastOnError: false });
export const companyDocumentsQuery = () => queryOptions({ queryKey: ['documents'], queryFn: getCompanyDocuments });
export const deleteCompanyDocument = (id: string) =>
  api.delete<{ message: string }>(`/file/${encodeURIComponent(id)}`, { toastOnError: false });
