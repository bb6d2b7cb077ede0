/** Names of the mail templates; stored in `mail_message.template` and shown in the admin mail log. */
export const MAIL_TEMPLATES = [
  'verification-code',
  'password-reset-code',
  'welcome',
  'tender-writer-details',
  'partner-approved',
  'team-invitation',
  'contact-message',
  'tender-request',
  'saved-search-matches',
  'consortium-invitation',
  'consortium-request-answered',
  'eligibility-match',
  'expert-invitation',
  'expert-invitation-answered',
  'workspace-section-assigned',
  'workspace-comment-mention',
  'message-digest',
  'invoice-overdue',
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

/** What every template needs besides its own data. */
export interface MailContext {
  /** The product's name as users know it. */
  productName: string;
  /** Base URL of the web app (PUBLIC_URL, no trailing slash); links in mails are absolute. */
  publicUrl: string;
}

/** A rendered mail: subject, plain text and HTML of the same content. */
export interface RenderedMail {
  template: MailTemplateName;
  subject: string;
  text: string;
  html: string;
}

/** The context from the service configuration. */
export function mailContext(config: { publicUrl: string }): MailContext {
  return { productName: 'Jointly', publicUrl: config.publicUrl.replace(/\/+$/, '') };
}
