import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createMailTransport, fileTimestamp, messageIdDomain } from './mail-transport';

describe('mail transports', () => {
  it('writes a readable RFC 822 .eml file under DATA_DIR/mail without SMTP_URL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-transport-'));
    const transport = createMailTransport({ dataDir, smtpUrl: undefined });
    expect(transport.kind).toBe('file');
    const id = '0b6b3d4e-3f43-4a8e-9d8e-111111111111';
    const delivery = await transport.send({
      id,
      from: 'Jointly <no-reply@jointly.example>',
      to: 'ada@example.com',
      replyTo: 'eve@example.com',
      subject: 'Your Jointly verification code is 123456',
      text: 'Code: 123456\n',
      html: '<p>Code: <b>123456</b></p>',
      template: 'verification-code',
    });
    transport.close();
    expect(delivery.messageId).toBe(`<${id}@jointly.example>`);
    expect(path.dirname(delivery.detail)).toBe(path.join(dataDir, 'mail'));
    expect(path.basename(delivery.detail)).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z-${id}\\.eml$`));
    expect(fs.readdirSync(path.join(dataDir, 'mail'))).toEqual([path.basename(delivery.detail)]);
    const eml = fs.readFileSync(delivery.detail, 'utf8');
    expect(eml).toMatch(/^From: Jointly <no-reply@jointly\.example>$/m);
    expect(eml).toMatch(/^To: ada@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: eve@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your Jointly verification code is 123456$/m);
    expect(eml).toMatch(/^X-Jointly-Template: verification-code$/m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('Code: 123456');
  });

  it('chooses SMTP when SMTP_URL is set', () => {
    const transport = createMailTransport({ dataDir: os.tmpdir(), smtpUrl: 'smtp://127.0.0.1:2525' });
    expect(transport.kind).toBe('smtp');
    transport.close();
  });

  it('names files by ISO time and takes the Message-ID domain from the sender', () => {
    expect(fileTimestamp(new Date('2026-11-22T10:15:30.123Z'))).toBe('2026-11-22T10-15-30-123Z');
    expect(messageIdDomain('Jointly <no-reply@jointly.local>')).toBe('jointly.local');
    expect(messageIdDomain('ops@mail.example.org')).toBe('mail.example.org');
    expect(messageIdDomain('nobody')).toBe('jointly.local');
  });
});
