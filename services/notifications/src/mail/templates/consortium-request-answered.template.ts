import { appUrl, greeting, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface ConsortiumRequestAnsweredData {
  /** The inviter's name, when the recipients model knows it. */
  name?: string | null;
  /** The company that answered. */
  companyName: string;
  consortiumId: string;
  consortiumName: string;
  status: 'Approve' | 'Rejected';
}

/** "Acme Care accepted your invitation" / "… declined …": the in-app title and the mail subject's start. */
export function consortiumAnswerTitle(data: Pick<ConsortiumRequestAnsweredData, 'companyName' | 'status'>): string {
  const company = oneLine(data.companyName, 100) || 'The invited company';
  return `${company} ${data.status === 'Approve' ? 'accepted' : 'declined'} your invitation`;
}

/** The invited company answered a consortium invitation (ConsortiumRequestAnswered, to the inviter). */
export function consortiumRequestAnsweredMail(ctx: MailContext, data: ConsortiumRequestAnsweredData): RenderedMail {
  const company = oneLine(data.companyName, 100) || 'The invited company';
  const consortium = oneLine(data.consortiumName, 100) || 'your consortium';
  const accepted = data.status === 'Approve';
  const title = consortiumAnswerTitle(data);
  const layout: MailLayout = {
    preheader: `${title} to join ${consortium}.`,
    heading: accepted ? `${company} joined ${consortium}` : `${company} declined your invitation`,
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      {
        kind: 'paragraph',
        text: accepted
          ? `${company} accepted your invitation to join the consortium ${consortium} and is now one of its members.`
          : `${company} declined your invitation to join the consortium ${consortium}.`,
      },
      {
        kind: 'paragraph',
        text: accepted
          ? 'Open the consortium to plan your bids together.'
          : 'Open the consortium to invite other matching partner companies.',
      },
    ],
    action: { label: 'Open the consortium', url: appUrl(ctx, `/consortium/${encodeURIComponent(data.consortiumId)}`) },
    footnote: `You receive this e-mail because you invited ${company} to ${consortium} on ${ctx.productName}.`,
  };
  return {
    template: 'consortium-request-answered',
    subject: oneLine(`${title} to join ${consortium}`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
