import { EditWindowClosedError, EmptyMessageError, MessageDeletedError, MessageTooLongError, NotTheAuthorError } from './message.errors';

/** The longest message body, in characters (UTF-16 code units, as the database check and the web counter count). */
export const MAX_MESSAGE_LENGTH = 10_000;
/** How long after sending the author may still edit a message. */
export const EDIT_WINDOW_MINUTES = 15;
/** At most this many files on one message. */
export const MAX_ATTACHMENTS = 5;

/**
 * The body to store: trimmed; empty only when files are attached; at most {@link MAX_MESSAGE_LENGTH} characters.
 * Anything that is not a string is a 400 as well (never a 500).
 */
export function messageBody(raw: unknown, attachmentCount: number): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new EmptyMessageError();
  const body = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (body.length > MAX_MESSAGE_LENGTH) throw new MessageTooLongError(MAX_MESSAGE_LENGTH);
  if (body === '' && attachmentCount === 0) throw new EmptyMessageError();
  return body;
}

export interface MessageFacts {
  authorAccountId: string;
  createdAt: Date;
  deletedAt: Date | null;
}

/** The author may edit a live message within {@link EDIT_WINDOW_MINUTES} of sending it. */
export function assertCanEdit(message: MessageFacts, callerId: string, now: Date): void {
  if (message.authorAccountId !== callerId) throw new NotTheAuthorError('edit');
  if (message.deletedAt) throw new MessageDeletedError();
  if (now.getTime() - message.createdAt.getTime() > EDIT_WINDOW_MINUTES * 60_000) throw new EditWindowClosedError(EDIT_WINDOW_MINUTES);
}

/** The author may delete their message at any time; deleting twice is a no-op (answers false). */
export function assertCanDelete(message: MessageFacts, callerId: string): boolean {
  if (message.authorAccountId !== callerId) throw new NotTheAuthorError('delete');
  return message.deletedAt === null;
}

/** A direct conversation's pair in a stable order, so A→B and B→A find the same conversation. */
export function directPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
