import { appUrl, greeting, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface WelcomeData {
  accountType: string;
  name?: string | null;
}

/** Where each account type completes its profile after verification (spec §2, post-action navigation). */
const NEXT_STEP: Record<string, { path: string; text: string }> = {
  provider: {
    path: '/v3/user/update-profile',
    text: 'Complete your company profile: the services you offer, where you work, your turnover and certifications. We use it to score how eligible you are for each tender and to suggest consortium partners.',
  },
  expert: {
    path: '/v3/user/update-expert-profile',
    text: 'Complete your expert profile: your specialisms and experience. Providers use it to find and invite you to work on their bids.',
  },
  staff: {
    path: '/v3/user/update-staff-profile',
    text: 'Complete your staff profile so your team knows who you are and what you work on.',
  },
};

/** Welcome after e-mail verification (EmailVerified). */
export function welcomeMail(ctx: MailContext, data: WelcomeData): RenderedMail {
  const next = NEXT_STEP[data.accountType] ?? NEXT_STEP.provider;
  const layout: MailLayout = {
    preheader: `Your ${ctx.productName} account is ready.`,
    heading: `Welcome to ${ctx.productName}`,
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      {
        kind: 'paragraph',
        text: `Your e-mail address is verified and your account is ready. ${ctx.productName} helps you find public-sector tenders, see how eligible you are, team up with partner companies and write winning bids together.`,
      },
      { kind: 'paragraph', text: `Your next step: ${next.text}` },
    ],
    action: { label: 'Complete your profile', url: appUrl(ctx, next.path) },
    footnote: `You receive this e-mail because you signed up for ${ctx.productName}.`,
  };
  return { template: 'welcome', subject: `Welcome to ${ctx.productName}`, text: renderText(ctx, layout), html: renderHtml(ctx, layout) };
}
