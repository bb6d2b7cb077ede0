import { appUrl, oneLine, renderHtml, renderText, type MailBlock, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface TenderRequestData {
  accountId: string;
  email: string;
  name?: string | null;
  tenderId?: string | null;
  details: string;
}

/** A user asks the platform team for a tender (TenderRequested, to the platform inbox, reply-to the user). */
export function tenderRequestMail(ctx: MailContext, data: TenderRequestData): RenderedMail {
  const email = oneLine(data.email, 200);
  const rows: Array<[string, string]> = [];
  if (data.name) rows.push(['Name', oneLine(data.name, 100)]);
  rows.push(['E-mail', email], ['Account', data.accountId]);
  const blocks: MailBlock[] = [{ kind: 'fields', rows }];
  if (data.tenderId) blocks.push({ kind: 'link', label: 'Tender', url: appUrl(ctx, `/tender/${encodeURIComponent(data.tenderId)}`) });
  blocks.push({ kind: 'paragraph', text: 'What they asked for:' }, { kind: 'quote', text: data.details });
  const layout: MailLayout = {
    preheader: `${email} asked for a tender.`,
    heading: 'New tender request',
    blocks,
    footnote: `Reply to this e-mail to answer ${email} directly.`,
  };
  return {
    template: 'tender-request',
    subject: oneLine(`Tender request from ${email}`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
