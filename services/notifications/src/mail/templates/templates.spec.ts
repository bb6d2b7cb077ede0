import { contactMessageMail } from './contact-message.template';
import { mailContext, type RenderedMail } from './mail-template';
import { partnerApprovedMail } from './partner-approved.template';
import { passwordResetCodeMail } from './password-reset-code.template';
import { teamInvitationMail } from './team-invitation.template';
import { tenderRequestMail } from './tender-request.template';
import { tenderWriterDetailsMail } from './tender-writer-details.template';
import { verificationCodeMail } from './verification-code.template';
import { welcomeMail } from './welcome.template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example' });
const EVIL = '<script>alert("x")</script>';

/** Every mail: one-line subject, the product name, a link home, well-formed HTML, no raw evil markup. */
function expectWellFormed(mail: RenderedMail): void {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.text).toContain('Jointly');
  expect(mail.text).toContain('https://app.jointly.example');
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain('</html>');
  expect(mail.html).not.toContain('<script>');
}

describe('verification code mail', () => {
  const mail = verificationCodeMail(ctx, { code: '123456', validMinutes: 10, name: 'Ada' });

  it('puts the code in the subject and body, with its validity', () => {
    expect(mail.template).toBe('verification-code');
    expect(mail.subject).toBe('Your Jointly verification code is 123456');
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.html).toContain('>123456</p>');
    expect(mail.html).toContain('valid for 10 minutes');
    expectWellFormed(mail);
  });

  it('links to the code entry screen', () => {
    expect(mail.text).toContain('https://app.jointly.example/v3/confirmEmail');
    expect(mail.html).toContain('href="https://app.jointly.example/v3/confirmEmail"');
  });

  it('escapes the name and says "1 minute" in the singular', () => {
    const other = verificationCodeMail(ctx, { code: '000111', validMinutes: 1, name: EVIL });
    expect(other.html).toContain('&lt;script&gt;');
    expect(other.text).toContain('valid for 1 minute.');
    expectWellFormed(other);
  });
});

describe('password reset code mail', () => {
  it('says it is a reset code and links to the reset screen', () => {
    const mail = passwordResetCodeMail(ctx, { code: '654321', validMinutes: 10 });
    expect(mail.template).toBe('password-reset-code');
    expect(mail.subject).toBe('Your Jointly password reset code is 654321');
    expect(mail.text).toContain('654321');
    expect(mail.text).toContain('reset the password');
    expect(mail.text).toContain('https://app.jointly.example/password/emailOTP');
    expect(mail.html).toContain('>654321</p>');
    expectWellFormed(mail);
  });
});

describe('welcome mail', () => {
  it.each([
    ['provider', '/v3/user/update-profile'],
    ['expert', '/v3/user/update-expert-profile'],
    ['staff', '/v3/user/update-staff-profile'],
    ['unknown', '/v3/user/update-profile'],
  ])('sends a %s to %s', (accountType, path) => {
    const mail = welcomeMail(ctx, { accountType, name: null });
    expect(mail.subject).toBe('Welcome to Jointly');
    expect(mail.text).toContain(`https://app.jointly.example${path}`);
    expect(mail.html).toContain(`href="https://app.jointly.example${path}"`);
    expectWellFormed(mail);
  });
});

describe('tender writer details mail', () => {
  it('explains the service and what happens next, quoting the user safely', () => {
    const mail = tenderWriterDetailsMail(ctx, { name: 'Grace', tenderId: 't/1', message: `Please help\n${EVIL}` });
    expect(mail.template).toBe('tender-writer-details');
    expect(mail.subject).toBe('Your Jointly Tender Writing Service request');
    expect(mail.text).toContain('What the Tender Writing Service is');
    expect(mail.text).toContain('What happens next');
    expect(mail.text).toContain('1. A member of our bid team reviews your request');
    expect(mail.text).toContain('https://app.jointly.example/tender/t%2F1');
    expect(mail.text).toContain(`> ${EVIL}`);
    expect(mail.html).toContain('Please help<br>&lt;script&gt;');
    expectWellFormed(mail);
  });

  it('leaves out the tender and message when absent', () => {
    const mail = tenderWriterDetailsMail(ctx, { name: null, tenderId: null, message: null });
    expect(mail.text).not.toContain('/tender/');
    expect(mail.text).not.toContain('Your message to us');
  });
});

describe('partner approved mail', () => {
  it('names the company in subject and body and links to the consortium dashboard', () => {
    const mail = partnerApprovedMail(ctx, { companyName: 'Acme & Sons Care' });
    expect(mail.template).toBe('partner-approved');
    expect(mail.subject).toBe('Acme & Sons Care is approved as a Jointly consortium partner');
    expect(mail.text).toContain('Acme & Sons Care is now approved as a consortium partner');
    expect(mail.html).toContain('Acme &amp; Sons Care is now approved');
    expect(mail.text).toContain('https://app.jointly.example/consortium/dashboard');
    expectWellFormed(mail);
  });

  it('cannot be used to inject headers through the company name', () => {
    expect(partnerApprovedMail(ctx, { companyName: 'Evil\r\nBcc: x@y.z' }).subject).not.toMatch(/[\r\n]/);
  });
});

describe('team invitation mail', () => {
  it('links to /v3/join with the invite id', () => {
    const mail = teamInvitationMail(ctx, {
      inviteId: '8c7e2c1e-0000-4000-8000-000000000001',
      companyName: 'Acme Care',
      inviterName: 'Ada',
    });
    expect(mail.template).toBe('team-invitation');
    expect(mail.subject).toBe("You're invited to join Acme Care on Jointly");
    expect(mail.text).toContain('Ada has invited you to join the Acme Care team');
    expect(mail.text).toContain('https://app.jointly.example/v3/join?invite=8c7e2c1e-0000-4000-8000-000000000001');
    expect(mail.html).toContain('href="https://app.jointly.example/v3/join?invite=8c7e2c1e-0000-4000-8000-000000000001"');
    expectWellFormed(mail);
  });

  it('works without company and inviter names', () => {
    const mail = teamInvitationMail(ctx, { inviteId: 'x&y' });
    expect(mail.subject).toBe("You're invited to join a team on Jointly");
    expect(mail.text).toContain('You have been invited to join a team');
    expect(mail.text).toContain('/v3/join?invite=x%26y');
  });
});

describe('contact message mail', () => {
  it('shows sender and message to the platform team, escaped', () => {
    const mail = contactMessageMail(ctx, {
      name: 'Eve <eve>',
      email: 'eve@example.com',
      subject: 'Pricing\nquestion',
      message: `Hi\n${EVIL}`,
    });
    expect(mail.template).toBe('contact-message');
    expect(mail.subject).toBe('Contact form: Pricing question');
    expect(mail.text).toContain('From: Eve <eve>');
    expect(mail.text).toContain('E-mail: eve@example.com');
    expect(mail.text).toContain(`> ${EVIL}`);
    expect(mail.html).toContain('Eve &lt;eve&gt;');
    expect(mail.html).toContain('Hi<br>&lt;script&gt;');
    expectWellFormed(mail);
  });

  it('names the sender in the subject when there is no subject', () => {
    expect(contactMessageMail(ctx, { name: 'Bob', email: 'b@example.com', subject: null, message: 'x' }).subject).toBe(
      'Contact form message from Bob',
    );
  });
});

describe('tender request mail', () => {
  it('shows who asked for what, with a tender link', () => {
    const mail = tenderRequestMail(ctx, {
      accountId: 'a-1',
      email: 'ada@example.com',
      name: 'Ada',
      tenderId: 'T-9',
      details: `Home care in Leeds\n${EVIL}`,
    });
    expect(mail.template).toBe('tender-request');
    expect(mail.subject).toBe('Tender request from ada@example.com');
    expect(mail.text).toContain('Account: a-1');
    expect(mail.text).toContain('Tender: https://app.jointly.example/tender/T-9');
    expect(mail.text).toContain('> Home care in Leeds');
    expect(mail.html).toContain('&lt;script&gt;');
    expectWellFormed(mail);
  });
});
