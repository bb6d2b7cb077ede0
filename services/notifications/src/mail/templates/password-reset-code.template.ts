import { appUrl, greeting, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';
import { minutes, type VerificationCodeData } from './verification-code.template';

/** Password reset code (OtpIssued, purpose `reset`). */
export function passwordResetCodeMail(ctx: MailContext, data: VerificationCodeData): RenderedMail {
  const subject = `Your ${ctx.productName} password reset code is ${data.code}`;
  const layout: MailLayout = {
    preheader: `${data.code} is your password reset code. It is valid for ${minutes(data.validMinutes)}.`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      {
        kind: 'paragraph',
        text: `We received a request to reset the password of your ${ctx.productName} account. Enter this code to choose a new one:`,
      },
      { kind: 'code', code: data.code },
      { kind: 'paragraph', text: `The code is valid for ${minutes(data.validMinutes)}. Never share it with anyone.` },
    ],
    action: { label: 'Enter the code', url: appUrl(ctx, '/password/emailOTP') },
    footnote: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  };
  return { template: 'password-reset-code', subject, text: renderText(ctx, layout), html: renderHtml(ctx, layout) };
}
