import { getEnv } from '@/config/env';
import { MESSAGES } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@jointly/contracts';

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
