import { appUrl, greeting, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface VerificationCodeData {
  code: string;
  /** How long the code stays valid. */
  validMinutes: number;
  name?: string | null;
}

/** Sign-up e-mail verification code (OtpIssued, purpose `verify`). */
export function verificationCodeMail(ctx: MailContext, data: VerificationCodeData): RenderedMail {
  const subject = `Your ${ctx.productName} verification code is ${data.code}`;
  const layout: MailLayout = {
    preheader: `${data.code} is your code. It is valid for ${minutes(data.validMinutes)}.`,
    heading: 'Confirm your e-mail address',
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      { kind: 'paragraph', text: `Enter this code to verify your e-mail address and finish signing up to ${ctx.productName}:` },
      { kind: 'code', code: data.code },
      { kind: 'paragraph', text: `The code is valid for ${minutes(data.validMinutes)}. Never share it with anyone.` },
    ],
    action: { label: 'Enter the code', url: appUrl(ctx, '/v3/confirmEmail') },
    footnote: `If you did not sign up for ${ctx.productName}, you can ignore this e-mail; no account is created without the code.`,
  };
  return { template: 'verification-code', subject, text: renderText(ctx, layout), html: renderHtml(ctx, layout) };
}

/** "10 minutes", "1 minute". */
export function minutes(value: number): string {
  const n = Math.max(1, Math.round(value));
  return `${n} minute${n === 1 ? '' : 's'}`;
}
