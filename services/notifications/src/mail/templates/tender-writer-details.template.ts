import { appUrl, greeting, renderHtml, renderText, type MailBlock, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface TenderWriterDetailsData {
  name?: string | null;
  tenderId?: string | null;
  message?: string | null;
}

/** The Tender Writing Service details the user is promised in the Tender Writer dialog (TenderWriterRequested). */
export function tenderWriterDetailsMail(ctx: MailContext, data: TenderWriterDetailsData): RenderedMail {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greeting(data.name) },
    { kind: 'paragraph', text: `Thank you for requesting a Tender Writer. We have received your request and it is being processed.` },
    {
      kind: 'paragraph',
      text:
        `What the Tender Writing Service is: an experienced bid writer who knows public-sector procurement, and health and social care tenders in particular, works with you on your bid. ` +
        `They help you decide whether to bid, plan the response against the evaluation criteria, write and polish the quality answers, and check every compliance requirement before you submit.`,
    },
    { kind: 'paragraph', text: 'What happens next:' },
    {
      kind: 'steps',
      items: [
        'A member of our bid team reviews your request within one working day.',
        'They contact you at this e-mail address to agree the scope, the timeline and the fee. Nothing is charged before you agree.',
        `Once agreed, your Tender Writer starts work and shares drafts with you in your ${ctx.productName} workspace until the bid is ready to submit.`,
      ],
    },
  ];
  if (data.tenderId)
    blocks.push({ kind: 'link', label: 'The tender you asked about', url: appUrl(ctx, `/tender/${encodeURIComponent(data.tenderId)}`) });
  if (data.message?.trim()) blocks.push({ kind: 'paragraph', text: 'Your message to us:' }, { kind: 'quote', text: data.message.trim() });
  const layout: MailLayout = {
    preheader: 'Your Tender Writer request is being processed. Here is what happens next.',
    heading: 'Your Tender Writing Service request',
    blocks,
    action: { label: 'Go to your dashboard', url: appUrl(ctx, '/v3/dashboard') },
    footnote: 'Questions? Simply reply to this e-mail.',
  };
  return {
    template: 'tender-writer-details',
    subject: `Your ${ctx.productName} Tender Writing Service request`,
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
