import { appUrl, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface PartnerApprovedData {
  companyName: string;
}

/** The company is approved as a consortium partner (PartnerApproved, to the company's e-mail). */
export function partnerApprovedMail(ctx: MailContext, data: PartnerApprovedData): RenderedMail {
  const company = oneLine(data.companyName, 100) || 'Your company';
  const layout: MailLayout = {
    preheader: `${company} can now run consortiums on ${ctx.productName}.`,
    heading: 'You are an approved consortium partner',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', text: `Good news: ${company} is now approved as a consortium partner on ${ctx.productName}.` },
      {
        kind: 'paragraph',
        text: 'You can now create consortiums, invite matching partner companies and bid together for tenders that are too large to win alone. Other partners can also find you and invite you to their consortiums.',
      },
    ],
    action: { label: 'Open your consortium dashboard', url: appUrl(ctx, '/consortium/dashboard') },
    footnote: `You receive this e-mail because ${company} asked to become a consortium partner on ${ctx.productName}.`,
  };
  return {
    template: 'partner-approved',
    subject: oneLine(`${company} is approved as a ${ctx.productName} consortium partner`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
