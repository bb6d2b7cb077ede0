import type { ConversationKind } from '../events/messages.events';

/** Who wrote a message, as the messages service's directory knows them. */
export interface MessageAuthor {
  accountId: string;
  name: string;
  companyId: string | null;
  companyName: string | null;
}

export interface MessageAttachmentView {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** A message as participants see it; a deleted message keeps its place with `body: null` ("message deleted"). */
export interface MessageView {
  id: string;
  /** Order within the platform (a string: PostgreSQL bigint); later messages have larger values. */
  seq: string;
  conversationId: string;
  author: MessageAuthor;
  /** Markdown subset (bold, italic, code, links, lists, quotes) as the author wrote it; the web app renders it as text. */
  body: string | null;
  replyTo: { id: string; authorName: string; excerpt: string | null } | null;
  attachments: MessageAttachmentView[];
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** Removed by an admin after a report (shown as "removed by an admin"). */
  removedByAdmin: boolean;
}

export interface ConversationSummary {
  id: string;
  kind: ConversationKind;
  /** The consortium, the invitation's tender, or the other company's name. */
  title: string;
  /** The consortium id or the invitation (bid) id; null for direct conversations. */
  subjectId: string | null;
  /** Names of the companies and people taking part. */
  participants: string[];
  lastMessage: { excerpt: string | null; authorName: string; at: string } | null;
  unread: number;
  muted: boolean;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  totalUnread: number;
}

export interface MessagePage {
  messages: MessageView[];
  /** Pass as `before` for older messages; null when there are none. */
  nextBefore: string | null;
}

/** Unread counts: in total and per conversation (only conversations with unread messages). */
export interface UnreadCounts {
  total: number;
  conversations: Record<string, number>;
}

/** A single-use ticket opening one live stream: `GET /api/live/stream?ticket=…` within `expiresInSeconds`. */
export interface LiveTicket {
  ticket: string;
  expiresInSeconds: number;
}

/** Live stream events (SSE `event:` names) and their data. */
export interface LiveEventData {
  message: { conversationId: string; message: MessageView; change: 'created' | 'edited' | 'deleted' };
  /** The person's unread count for one conversation (the web app sums them for the total). */
  unread: { conversationId: string; unread: number };
  typing: { conversationId: string; accountId: string; name: string };
  notification: { notificationId: string; kind: string };
  conversation: { conversationId: string; added?: boolean; removed?: boolean };
}
