import { consortiumInvitationMail } from './consortium-invitation.template';
import { consortiumAnswerTitle, consortiumRequestAnsweredMail } from './consortium-request-answered.template';
import { mailContext } from './mail-template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example/' });
const CONSORTIUM_ID = '6a1d3b52-0000-4000-8000-000000000042';

describe('consortium invitation mail', () => {
  const invitation = {
    name: 'Ada Lovelace',
    fromCompanyName: 'A & B <Ltd>',
    toCompanyName: 'Kent "Homes" Care',
    consortiumName: 'North <Kent> care',
  };

  it('says who invites whom to which consortium, in the subject and the text', () => {
    const mail = consortiumInvitationMail(ctx, invitation);
    expect(mail.template).toBe('consortium-invitation');
    expect(mail.subject).toBe('A & B <Ltd> invites Kent "Homes" Care to join the consortium North <Kent> care');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('A & B <Ltd> invites Kent "Homes" Care to join the consortium North <Kent> care on Jointly');
    expect(mail.text).toContain('accept or decline');
  });

  it('links to the consortium dashboard under PUBLIC_URL, as button and plain link', () => {
    const mail = consortiumInvitationMail(ctx, invitation);
    expect(mail.text).toContain('Open your consortium dashboard: https://app.jointly.example/consortium/dashboard');
    expect(mail.html).toContain('href="https://app.jointly.example/consortium/dashboard"');
  });

  it('escapes company and consortium names in the HTML', () => {
    const { html } = consortiumInvitationMail(ctx, invitation);
    expect(html).toContain('A &amp; B &lt;Ltd&gt; invites Kent &quot;Homes&quot; Care to join the consortium North &lt;Kent&gt; care');
    expect(html).not.toContain('<Ltd>');
    expect(html).not.toContain('<Kent>');
    expect(html).not.toContain('"Homes"');
    expect(html).toMatch(/^<!DOCTYPE html>/);
  });

  it('quotes the inviter message when there is one, escaped, and leaves the quote out otherwise', () => {
    const withMessage = consortiumInvitationMail(ctx, { ...invitation, message: 'We need your <CQC> rating.\nCall us.' });
    expect(withMessage.text).toContain('A & B <Ltd> wrote:');
    expect(withMessage.text).toContain('> We need your <CQC> rating.\n> Call us.');
    expect(withMessage.html).toContain('We need your &lt;CQC&gt; rating.<br>Call us.');
    expect(consortiumInvitationMail(ctx, invitation).text).not.toContain('wrote:');
    expect(consortiumInvitationMail(ctx, { ...invitation, message: '   ' }).text).not.toContain('wrote:');
  });

  it('keeps the subject on one line whatever the names hold, and greets without a name', () => {
    const mail = consortiumInvitationMail(ctx, { ...invitation, name: null, fromCompanyName: 'Evil\r\nBcc: x@y.z' });
    expect(mail.subject).toBe('Evil Bcc: x@y.z invites Kent "Homes" Care to join the consortium North <Kent> care');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Hello,\n');
  });
});

describe('consortium request answered mail', () => {
  const answer = { name: 'Grace', companyName: 'A & B <Ltd>', consortiumId: CONSORTIUM_ID, consortiumName: 'North <Kent> care' };

  it('tells the inviter the company accepted and links to the consortium', () => {
    const mail = consortiumRequestAnsweredMail(ctx, { ...answer, status: 'Approve' });
    expect(mail.template).toBe('consortium-request-answered');
    expect(mail.subject).toBe('A & B <Ltd> accepted your invitation to join North <Kent> care');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain(
      'A & B <Ltd> accepted your invitation to join the consortium North <Kent> care and is now one of its members.',
    );
    expect(mail.text).toContain(`Open the consortium: https://app.jointly.example/consortium/${CONSORTIUM_ID}`);
    expect(mail.html).toContain(`href="https://app.jointly.example/consortium/${CONSORTIUM_ID}"`);
  });

  it('tells the inviter the company declined', () => {
    const mail = consortiumRequestAnsweredMail(ctx, { ...answer, status: 'Rejected' });
    expect(mail.subject).toBe('A & B <Ltd> declined your invitation to join North <Kent> care');
    expect(mail.text).toContain('A & B <Ltd> declined your invitation to join the consortium North <Kent> care.');
    expect(mail.text).not.toContain('accepted');
  });

  it('escapes the names in the HTML', () => {
    const { html } = consortiumRequestAnsweredMail(ctx, { ...answer, status: 'Approve' });
    expect(html).toContain('A &amp; B &lt;Ltd&gt; accepted your invitation to join the consortium North &lt;Kent&gt; care');
    expect(html).not.toContain('<Ltd>');
    expect(html).not.toContain('<Kent>');
  });

  it('has the in-app title for both answers, on one line', () => {
    expect(consortiumAnswerTitle({ companyName: 'Acme Care', status: 'Approve' })).toBe('Acme Care accepted your invitation');
    expect(consortiumAnswerTitle({ companyName: 'Acme\nCare', status: 'Rejected' })).toBe('Acme Care declined your invitation');
  });
});
