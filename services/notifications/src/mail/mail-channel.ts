/** The LISTEN/NOTIFY channel on which a committed new mail wakes the MailSender of every replica. */
export const MAIL_CHANNEL = 'jointly_notifications_mail';
