import { appUrl, greeting, oneLine, renderHtml, renderText, type MailBlock, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface ConsortiumInvitationData {
  /** The invited account's name, when the recipients model knows it. */
  name?: string | null;
  fromCompanyName: string;
  toCompanyName: string;
  consortiumName: string;
  /** What the inviter wrote with the invitation, if anything. */
  message?: string | null;
}

/** A consortium invites a company to join (ConsortiumInviteSent, to the invited account). */
export function consortiumInvitationMail(ctx: MailContext, data: ConsortiumInvitationData): RenderedMail {
  const from = oneLine(data.fromCompanyName, 100) || 'A partner company';
  const to = oneLine(data.toCompanyName, 100) || 'your company';
  const consortium = oneLine(data.consortiumName, 100) || 'a consortium';
  const invitation = `${from} invites ${to} to join the consortium ${consortium}`;
  const message = data.message?.trim();
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greeting(data.name) },
    { kind: 'paragraph', text: `${invitation} on ${ctx.productName}, to bid together for tenders too large to win alone.` },
  ];
  if (message) {
    blocks.push({ kind: 'paragraph', text: `${from} wrote:` }, { kind: 'quote', text: message });
  }
  blocks.push({
    kind: 'paragraph',
    text: 'Open your consortium dashboard to see the consortium and accept or decline the invitation.',
  });
  const layout: MailLayout = {
    preheader: `${invitation}.`,
    heading: `An invitation to join ${consortium}`,
    blocks,
    action: { label: 'Open your consortium dashboard', url: appUrl(ctx, '/consortium/dashboard') },
    footnote: `You receive this e-mail because ${from} invited ${to} through ${ctx.productName}. If you do not want to join, decline the invitation on your dashboard.`,
  };
  return {
    template: 'consortium-invitation',
    subject: oneLine(invitation),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
