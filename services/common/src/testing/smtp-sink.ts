import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink received, with the parts tests look at decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const cut = part.search(/\r?\n\r?\n/);
  if (cut < 0) return { headers: parseHeaders(part), body: '' };
  return { headers: parseHeaders(part.slice(0, cut)), body: part.slice(cut).replace(/^\r?\n\r?\n/, '') };
}

/** Just enough MIME to read nodemailer's single-part and multipart/alternative messages. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitPart(raw);
  const found = { text: '', html: '' };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const sub = splitPart(piece.replace(/^\r?\n/, ''));
        visit(sub.headers, sub.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (/^text\/html/i.test(type)) found.html += decoded;
    else if (/^text\/plain/i.test(type)) found.text += decoded;
  };
  visit(headers, body);
  const subject = (headers.subject ?? '')
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
  return { headers, subject, ...found };
}

/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message it accepts. Recipients starting with
 * `bounce` are refused with a permanent 550. It can be stopped and started again on the same port to play an outage.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('bounce')) {
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom;
          this.messages.push({
            envelopeFrom: from ? from.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMail(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Closes the listener (and open sessions); later connections are refused until {@link start}. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.envelopeTo.includes(address));
  }

  /** Waits for a message to `address` (optionally matching `predicate`, newest first); throws after `timeoutMs`. */
  async waitForMail(address: string, predicate: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).reverse().find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.to(address).map((m) => m.subject);
        throw new Error(`no matching mail to ${address} within ${timeoutMs} ms (received: ${JSON.stringify(seen)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
