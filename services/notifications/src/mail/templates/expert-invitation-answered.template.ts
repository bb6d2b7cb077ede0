import { appUrl, greeting, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

/** Where a provider finds experts in the web app. */
export const EXPERT_FINDER_PATH = '/v3/dashboard/expert-finder';

export interface ExpertInvitationAnsweredData {
  /** The inviter's name, when the recipients model knows it. */
  name?: string | null;
  /** The expert's display name, when known. */
  expertName?: string | null;
  tenderTitle?: string | null;
  accepted: boolean;
}

const expertOf = (data: Pick<ExpertInvitationAnsweredData, 'expertName'>) =>
  (data.expertName && oneLine(data.expertName, 100)) || 'The expert';
const tenderOf = (data: Pick<ExpertInvitationAnsweredData, 'tenderTitle'>) =>
  (data.tenderTitle && oneLine(data.tenderTitle, 120)) || 'a tender';

/** "Ada Lovelace accepted your invitation for Home care in Kent": the in-app title and the mail subject. */
export function expertAnswerTitle(data: Pick<ExpertInvitationAnsweredData, 'expertName' | 'tenderTitle' | 'accepted'>): string {
  return `${expertOf(data)} ${data.accepted ? 'accepted' : 'declined'} your invitation for ${tenderOf(data)}`;
}

/** The in-app body: what the answer means for the bid. */
export function expertAnswerBody(data: Pick<ExpertInvitationAnsweredData, 'expertName' | 'tenderTitle' | 'accepted'>): string {
  const expert = expertOf(data);
  return data.accepted
    ? `${expert} will help you bid for ${tenderOf(data)}.`
    : `${expert} cannot help you bid for ${tenderOf(data)}. The expert finder lists others who match the tender.`;
}

/** An expert answered a provider's invitation (ExpertInvitationAnswered, to the inviter). */
export function expertInvitationAnsweredMail(ctx: MailContext, data: ExpertInvitationAnsweredData): RenderedMail {
  const expert = expertOf(data);
  const tender = tenderOf(data);
  const title = expertAnswerTitle(data);
  const layout: MailLayout = {
    preheader: `${title}.`,
    heading: data.accepted ? `${expert} joined your bid` : `${expert} declined your invitation`,
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      {
        kind: 'paragraph',
        text: data.accepted
          ? `${expert} accepted your invitation to help bid for ${tender}. The bid is now one of their projects.`
          : `${expert} declined your invitation to help bid for ${tender}.`,
      },
      {
        kind: 'paragraph',
        text: data.accepted
          ? 'Open the expert finder to see your experts or invite more.'
          : 'Open the expert finder to invite another expert who matches the tender.',
      },
    ],
    action: { label: 'Open the expert finder', url: appUrl(ctx, EXPERT_FINDER_PATH) },
    footnote: `You receive this e-mail because you invited ${expert === 'The expert' ? 'an expert' : expert} to help with a bid on ${ctx.productName}.`,
  };
  return {
    template: 'expert-invitation-answered',
    subject: oneLine(title),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
