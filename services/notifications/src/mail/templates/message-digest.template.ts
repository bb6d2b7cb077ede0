import { appUrl, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface MessageDigestData {
  name?: string | null;
  conversationTitle: string;
  unreadCount: number;
  from: string[];
  /** Path in the web app that opens the conversation. */
  link: string;
}

/**
 * Unread messages waiting in a conversation (MessageDigestDue, one per person per burst). Says who wrote and how
 * many, never the text: the messages stay in Jointly, behind the participant check.
 */
export function messageDigestMail(ctx: MailContext, data: MessageDigestData): RenderedMail {
  const title = oneLine(data.conversationTitle, 120);
  const count = data.unreadCount === 1 ? '1 unread message' : `${data.unreadCount} unread messages`;
  const from = data.from.map((name) => oneLine(name, 80)).filter(Boolean);
  const fromText = from.length ? ` from ${from.join(', ')}` : '';
  const [path, query = ''] = data.link.split('?');
  const url = appUrl(ctx, path.startsWith('/') ? path : '/consortium/messages', Object.fromEntries(new URLSearchParams(query)));
  const layout: MailLayout = {
    preheader: `${count} in ${title}${fromText}.`,
    heading: `${count} in ${title}`,
    blocks: [
      { kind: 'paragraph', text: data.name ? `Hello ${oneLine(data.name, 80)},` : 'Hello,' },
      { kind: 'paragraph', text: `You have ${count}${fromText} in “${title}” on ${ctx.productName}.` },
    ],
    action: { label: 'Open the conversation', url },
    footnote:
      'You get one e-mail per conversation while you are away. Mute the conversation or turn these e-mails off in your account settings.',
  };
  return {
    template: 'message-digest',
    subject: oneLine(`${count} in ${title}`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
