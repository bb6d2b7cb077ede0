import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { mailContext, type MailContext } from '../mail/templates/mail-template';

/** Injection token of the {@link MailContext} (product name and PUBLIC_URL for templates). */
export const MAIL_CONTEXT = Symbol('MAIL_CONTEXT');

export const mailContextProvider: Provider = {
  provide: MAIL_CONTEXT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MailContext => mailContext(config),
};

/** A plausible single e-mail address (for Reply-To from user input); anything else is left out. */
export function plainAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^[^@\s<>,;"]+@[^@\s<>,;"]+\.[^@\s<>,;"]+$/.test(trimmed) ? trimmed : null;
}
