import { api } from '@/lib/api-client';
import type { MessageResponse } from '@jointly/contracts';

/** POST /newsletter/create { email } → { message } (subscribing twice changes nothing). */
export const subscribeNewsletter = (input: { email: string }) => api.post<MessageResponse>('/newsletter/create', input);
