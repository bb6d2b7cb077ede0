// Types of ./mail-sink.cjs (plain JavaScript, shared by the jest suites and the root scripts).

/** A message the sink received, with the parts tests look at decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** When the sink accepted it (epoch ms). */
  receivedAt: number;
  raw: string;
  headers: Record<string, string>;
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSinkOptions<T> {
  /** Recipients it answers true for are refused with a permanent 550. */
  refuseRecipient?: (address: string) => boolean;
  /** What `messages` keeps of each received mail (the mail itself by default). */
  keep?: (mail: ReceivedMail) => T;
}

/** Just enough MIME to read nodemailer's single-part and multipart/alternative messages. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'messageId' | 'subject' | 'text' | 'html'>;

/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message it accepts, oldest first. `stop()` closes
 * the listener and drops its open sessions; `start()` opens it again on the same port.
 */
export class MailSink<T = ReceivedMail> {
  constructor(options?: MailSinkOptions<T>);
  readonly messages: T[];
  port: number;
  /** Listens on 127.0.0.1 (the same port as before once it has one) and resolves to the port. */
  start(): Promise<number>;
  stop(): Promise<void>;
  readonly running: boolean;
  readonly url: string;
}
