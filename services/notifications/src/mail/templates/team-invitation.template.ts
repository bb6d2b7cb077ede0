import { appUrl, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface TeamInvitationData {
  inviteId: string;
  companyName?: string | null;
  inviterName?: string | null;
}

/** Invitation to join a company's team (TeamMemberInvited, to the invitee). */
export function teamInvitationMail(ctx: MailContext, data: TeamInvitationData): RenderedMail {
  const company = data.companyName ? oneLine(data.companyName, 100) : '';
  const inviter = data.inviterName ? oneLine(data.inviterName, 80) : '';
  const team = company ? `the ${company} team` : 'a team';
  const who = inviter ? `${inviter} has invited you` : 'You have been invited';
  const url = appUrl(ctx, '/v3/join', { invite: data.inviteId });
  const layout: MailLayout = {
    preheader: `${who} to join ${team} on ${ctx.productName}.`,
    heading: `Join ${team} on ${ctx.productName}`,
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `${who} to join ${team} on ${ctx.productName}, where the team finds public-sector tenders, checks its eligibility and writes bids together.`,
      },
      { kind: 'paragraph', text: 'Accept the invitation to create your account (or sign in) and join the team.' },
    ],
    action: { label: 'Accept the invitation', url },
    footnote: 'If you did not expect this invitation, you can ignore this e-mail.',
  };
  return {
    template: 'team-invitation',
    subject: oneLine(
      company ? `You're invited to join ${company} on ${ctx.productName}` : `You're invited to join a team on ${ctx.productName}`,
    ),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
