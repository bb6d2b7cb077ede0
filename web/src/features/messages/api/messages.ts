import { queryOptions } from '@tanstack/react-query';
import type { ConversationList, ConversationSummary, LiveTicket, MessagePage, MessageView, UnreadCounts } from '@jointly/contracts';
import { api } from '@/lib/api-client';
import { getEnv } from '@/config/env';
import { useAuthStore } from '@/stores/auth-store';

export type { ConversationList, ConversationSummary, MessagePage, MessageView, UnreadCounts };

/** While the live stream is down, lists and counts are polled this often instead. */
export const POLL_MS = 15_000;

export const conversationsQuery = (poll: boolean) =>
  queryOptions({
    queryKey: ['messages', 'conversations'],
    queryFn: () => api.get<ConversationList>('/messages/conversations', { toastOnError: false }),
    refetchInterval: poll ? POLL_MS : false,
  });

export const unreadQuery = (poll: boolean) =>
  queryOptions({
    queryKey: ['messages', 'unread'],
    queryFn: () => api.get<UnreadCounts>('/messages/unread', { toastOnError: false }),
    refetchInterval: poll ? POLL_MS : false,
  });

export const messagesQuery = (conversationId: string, q: string, poll: boolean) =>
  queryOptions({
    queryKey: ['messages', 'conversation', conversationId, q],
    queryFn: () =>
      api.get<MessagePage>(`/messages/conversations/${encodeURIComponent(conversationId)}/messages`, {
        query: { q: q || undefined, limit: 100 },
        toastOnError: false,
      }),
    refetchInterval: poll ? POLL_MS : false,
  });

/** Posts text (and files, as multipart). */
export function postMessage(conversationId: string, input: { body: string; replyToId?: string | null; files?: File[] }) {
  const path = `/messages/conversations/${encodeURIComponent(conversationId)}/messages`;
  if (input.files?.length) {
    const form = new FormData();
    form.append('body', input.body);
    if (input.replyToId) form.append('replyToId', input.replyToId);
    for (const file of input.files) form.append('files', file, file.name);
    return api.post<{ message: MessageView }>(path, form);
  }
  return api.post<{ message: MessageView }>(path, { body: input.body, ...(input.replyToId ? { replyToId: input.replyToId } : {}) });
}

export const editMessage = (id: string, body: string) =>
  api.patch<{ message: MessageView }>(`/messages/${encodeURIComponent(id)}`, { body });
export const deleteMessage = (id: string) => api.delete<{ message: string }>(`/messages/${encodeURIComponent(id)}`);
export const markRead = (conversationId: string) =>
  api.post<UnreadCounts>(`/messages/conversations/${encodeURIComponent(conversationId)}/read`, {}, { toastOnError: false });
export const sendTyping = (conversationId: string) =>
  api.post<void>(`/messages/conversations/${encodeURIComponent(conversationId)}/typing`, undefined, { toastOnError: false });
export const setMuted = (conversationId: string, muted: boolean) =>
  api.put<{ muted: boolean }>(`/messages/conversations/${encodeURIComponent(conversationId)}/mute`, { muted });
export const openDirect = (companyId: string) =>
  api.post<{ conversation: ConversationSummary }>('/messages/conversations/direct', { companyId });
export const liveTicket = () => api.post<LiveTicket>('/live/ticket', undefined, { toastOnError: false });

/** The stream URL of a ticket (EventSource cannot send the bearer token; see services/messages/README.md). */
export const streamUrl = (ticket: string, lastEventId: string | null) =>
  `${getEnv().apiBase}/live/stream?ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;

/** Downloads an attachment with the bearer token (a plain link could not send it) and hands it to the browser. */
export async function downloadAttachment(id: string, filename: string): Promise<void> {
  const token = useAuthStore.getState().user?.accessToken;
  const response = await fetch(`${getEnv().apiBase}/messages/attachments/${encodeURIComponent(id)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('The file could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
