import { defineEvent } from './envelope';

/** What a conversation is about: a consortium, an expert invitation (a bid of the bids service), or two partner companies. */
export type ConversationKind = 'consortium' | 'invitation' | 'direct';

/** A message was posted in a conversation (the body stays in the messages service; readers fetch it from there). */
export interface MessagePosted {
  messageId: string;
  conversationId: string;
  authorAccountId: string;
  authorCompanyId: string | null;
  replyToId: string | null;
  attachmentCount: number;
}
/** The author edited a message (within 15 minutes of posting). */
export interface MessageEdited {
  messageId: string;
  conversationId: string;
  authorAccountId: string;
}
/** A message was deleted by its author, or removed by an admin after a report (`byAdmin`). */
export interface MessageDeleted {
  messageId: string;
  conversationId: string;
  authorAccountId: string;
  byAdmin: boolean;
}
/** A person read a conversation up to a message (their other tabs update their unread counts). */
export interface ConversationRead {
  conversationId: string;
  accountId: string;
  lastReadSeq: string;
}
/**
 * A person has unread messages in a conversation older than the digest delay and has not been told yet: one digest
 * per person per conversation burst. Notifications sends the e-mail (honouring the person's e-mail preference).
 */
export interface MessageDigestDue {
  digestId: string;
  accountId: string;
  conversationId: string;
  conversationTitle: string;
  unreadCount: number;
  /** Authors of the unread messages, as display names (company names), at most five. */
  from: string[];
  /** Path in the web app that opens the conversation, e.g. `/consortium/messages?c=<id>`. */
  link: string;
}

/**
 * The bytes of a company's message attachments changed: a post adds them, a delete or an admin's removal takes them
 * away (`deltaBytes` is signed), `baseline` carries a company's total when the usage read models started. Accounts
 * adds the attachments to the company's documents for the plan's storage limit, which is one total across both stores.
 */
export interface AttachmentStorageChanged {
  companyId: string;
  deltaBytes: number;
  reason: 'post' | 'delete' | 'admin-remove' | 'baseline';
  messageId: string | null;
}

export const MessageEvents = {
  MessagePosted: defineEvent<MessagePosted>('messages', 'conversation', 'message-posted'),
  MessageEdited: defineEvent<MessageEdited>('messages', 'conversation', 'message-edited'),
  MessageDeleted: defineEvent<MessageDeleted>('messages', 'conversation', 'message-deleted'),
  ConversationRead: defineEvent<ConversationRead>('messages', 'conversation', 'read'),
  MessageDigestDue: defineEvent<MessageDigestDue>('messages', 'digest', 'due'),
  AttachmentStorageChanged: defineEvent<AttachmentStorageChanged>('messages', 'storage', 'attachment-usage-changed'),
} as const;
