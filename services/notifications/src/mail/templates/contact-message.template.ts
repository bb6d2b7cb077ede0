import { oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface ContactMessageData {
  name: string;
  email: string;
  subject?: string | null;
  message: string;
}

/** A contact-form message, to the platform team's inbox (reply-to the sender). */
export function contactMessageMail(ctx: MailContext, data: ContactMessageData): RenderedMail {
  const name = oneLine(data.name, 100) || 'Someone';
  const topic = data.subject ? oneLine(data.subject, 100) : '';
  const layout: MailLayout = {
    preheader: `${name} wrote through the contact form.`,
    heading: 'New contact-form message',
    blocks: [
      {
        kind: 'fields',
        rows: [['From', name], ['E-mail', oneLine(data.email, 200)], ...(topic ? ([['Subject', topic]] as Array<[string, string]>) : [])],
      },
      { kind: 'quote', text: data.message },
    ],
    footnote: `Reply to this e-mail to answer ${name} directly.`,
  };
  return {
    template: 'contact-message',
    subject: oneLine(topic ? `Contact form: ${topic}` : `Contact form message from ${name}`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
