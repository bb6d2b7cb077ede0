import { MailSink, type ReceivedMail } from './mail-sink.cjs';

export { parseMail, type ReceivedMail } from './mail-sink.cjs';

/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message it accepts (the sink of ./mail-sink.cjs,
 * which the root scripts use too). Recipients starting with `bounce` are refused with a permanent 550. It can be
 * stopped and started again on the same port to play an outage.
 */
export class SmtpSink extends MailSink {
  constructor() {
    super({ refuseRecipient: (address) => address.startsWith('bounce') });
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
