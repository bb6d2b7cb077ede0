'use strict';
// The one SMTP capture server of the repository, in plain JavaScript (CommonJS) so that both the jest suites
// (SmtpSink of ./smtp-sink.ts) and the root scripts (startMailSink of scripts/lib.mjs, plain ESM) load it as it is.
// Its types are in ./mail-sink.d.cts.

function decodeBody(body, encoding) {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitPart(part) {
  const cut = part.search(/\r?\n\r?\n/);
  if (cut < 0) return { headers: parseHeaders(part), body: '' };
  return { headers: parseHeaders(part.slice(0, cut)), body: part.slice(cut).replace(/^\r?\n\r?\n/, '') };
}

/** Just enough MIME to read nodemailer's single-part and multipart/alternative messages. */
function parseMail(raw) {
  const { headers, body } = splitPart(raw);
  const found = { text: '', html: '' };
  const visit = (partHeaders, partBody) => {
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
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind, data) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
  return { headers, messageId: headers['message-id'] ?? '', subject, ...found };
}

/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message it accepts, oldest first, in `messages`
 * (what `options.keep` makes of each received mail; the mail itself by default). Recipients for which
 * `options.refuseRecipient` answers true are refused with a permanent 550. `stop()` closes the listener and drops its
 * open sessions (a mail server that is gone, not one refusing new clients); `start()` opens it again on the same port.
 */
class MailSink {
  constructor(options = {}) {
    this.options = options;
    this.messages = [];
    this.port = 0;
    this.server = undefined;
  }

  async start() {
    // Loaded here, not at the top: smtp-server is a dev dependency and `npm start` imports scripts/lib.mjs too.
    const { SMTPServer } = require('smtp-server');
    const { refuseRecipient = () => false, keep = (mail) => mail } = this.options;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (refuseRecipient(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom;
          this.messages.push(
            keep({
              envelopeFrom: from ? from.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              receivedAt: Date.now(),
              raw,
              ...parseMail(raw),
            }),
          );
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = server.server.address().port;
    return this.port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const connection of server.connections ?? []) connection._socket?.destroy?.();
    await new Promise((resolve) => server.close(() => resolve()));
  }

  get running() {
    return this.server !== undefined;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

module.exports = { MailSink, parseMail };
