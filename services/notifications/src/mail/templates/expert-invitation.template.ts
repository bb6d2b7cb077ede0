import { appUrl, greeting, oneLine, renderHtml, renderText, type MailBlock, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

/** Where an expert answers invitations in the web app. */
export const EXPERT_INVITATIONS_PATH = '/v3/expert-dashboard/my-projects/invitations';

export interface ExpertInvitationData {
  /** The expert's name, when the recipients model knows it. */
  name?: string | null;
  /** The inviting provider's company, when known. */
  inviterCompanyName?: string | null;
  /** The tender's title, when known. */
  tenderTitle?: string | null;
  /** What the provider wrote with the invitation, if anything. */
  message?: string | null;
}

/** "Acme Care invites you to help bid for Home care in Kent": the in-app title and the mail subject. */
export function expertInvitationTitle(data: Pick<ExpertInvitationData, 'inviterCompanyName' | 'tenderTitle'>): string {
  const inviter = (data.inviterCompanyName && oneLine(data.inviterCompanyName, 100)) || 'A provider';
  const tender = (data.tenderTitle && oneLine(data.tenderTitle, 120)) || 'a tender';
  return `${inviter} invites you to help bid for ${tender}`;
}

/** A provider invites an expert to help with a bid (ExpertInvited, to the expert). */
export function expertInvitationMail(ctx: MailContext, data: ExpertInvitationData): RenderedMail {
  const inviter = (data.inviterCompanyName && oneLine(data.inviterCompanyName, 100)) || 'A provider';
  const title = expertInvitationTitle(data);
  const message = data.message?.trim();
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greeting(data.name) },
    { kind: 'paragraph', text: `${title} on ${ctx.productName}.` },
  ];
  if (message) blocks.push({ kind: 'paragraph', text: `${inviter} wrote:` }, { kind: 'quote', text: message });
  blocks.push({
    kind: 'paragraph',
    text: 'Open your invitations to see the tender and accept or decline. Once you accept, the bid becomes one of your projects.',
  });
  const layout: MailLayout = {
    preheader: `${title}.`,
    heading: 'An invitation to help with a bid',
    blocks,
    action: { label: 'Open your invitations', url: appUrl(ctx, EXPERT_INVITATIONS_PATH) },
    footnote: `You receive this e-mail because ${inviter === 'A provider' ? 'a provider' : inviter} invited you as an expert through ${ctx.productName}. If you cannot help, decline the invitation so they can ask someone else.`,
  };
  return {
    template: 'expert-invitation',
    subject: oneLine(title),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
