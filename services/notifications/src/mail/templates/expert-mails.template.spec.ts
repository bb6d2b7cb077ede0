import { expertAnswerBody, expertAnswerTitle, expertInvitationAnsweredMail } from './expert-invitation-answered.template';
import { expertInvitationMail, expertInvitationTitle } from './expert-invitation.template';
import { mailContext } from './mail-template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example' });

describe('expert invitation mail', () => {
  const invitation = { name: 'Grace Hopper', inviterCompanyName: 'A & B <Ltd>', tenderTitle: 'Home care in "Kent"', message: null };

  it('says who invites the expert to help bid for which tender', () => {
    const mail = expertInvitationMail(ctx, invitation);
    expect(mail.template).toBe('expert-invitation');
    expect(mail.subject).toBe('A & B <Ltd> invites you to help bid for Home care in "Kent"');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('A & B <Ltd> invites you to help bid for Home care in "Kent" on Jointly.');
    expect(mail.text).not.toContain('wrote:');
  });

  it('links to the expert invitations under PUBLIC_URL', () => {
    const mail = expertInvitationMail(ctx, invitation);
    expect(mail.text).toContain('Open your invitations: https://app.jointly.example/v3/expert-dashboard/my-projects/invitations');
    expect(mail.html).toContain('href="https://app.jointly.example/v3/expert-dashboard/my-projects/invitations"');
  });

  it('quotes the message, escaped in the HTML with its line breaks', () => {
    const mail = expertInvitationMail(ctx, { ...invitation, message: 'We need your <CQC> know-how.\nCall us.' });
    expect(mail.text).toContain('A & B <Ltd> wrote:');
    expect(mail.text).toContain('> We need your <CQC> know-how.\n> Call us.');
    expect(mail.html).toContain('We need your &lt;CQC&gt; know-how.<br>Call us.');
    expect(expertInvitationMail(ctx, { ...invitation, message: '  ' }).text).not.toContain('wrote:');
  });

  it('escapes company and tender names in the HTML', () => {
    const { html } = expertInvitationMail(ctx, invitation);
    expect(html).toContain('A &amp; B &lt;Ltd&gt; invites you to help bid for Home care in &quot;Kent&quot;');
    expect(html).not.toContain('<Ltd>');
    expect(html).toMatch(/^<!DOCTYPE html>/);
  });

  it('falls back to "A provider" and "a tender", and keeps the subject on one line', () => {
    expect(expertInvitationMail(ctx, { inviterCompanyName: null, tenderTitle: null }).subject).toBe(
      'A provider invites you to help bid for a tender',
    );
    expect(expertInvitationTitle({ inviterCompanyName: 'Evil\r\nBcc: x@y.z', tenderTitle: ' ' })).toBe(
      'Evil Bcc: x@y.z invites you to help bid for a tender',
    );
  });
});

describe('expert invitation answered mail', () => {
  const answer = { name: 'Ada', expertName: 'A & B <Consulting>', tenderTitle: 'Home care <Kent>' };

  it('tells the inviter the expert accepted and links to the expert finder', () => {
    const mail = expertInvitationAnsweredMail(ctx, { ...answer, accepted: true });
    expect(mail.template).toBe('expert-invitation-answered');
    expect(mail.subject).toBe('A & B <Consulting> accepted your invitation for Home care <Kent>');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('A & B <Consulting> accepted your invitation to help bid for Home care <Kent>.');
    expect(mail.text).toContain('Open the expert finder: https://app.jointly.example/v3/dashboard/expert-finder');
    expect(mail.html).toContain('href="https://app.jointly.example/v3/dashboard/expert-finder"');
  });

  it('tells the inviter the expert declined', () => {
    const mail = expertInvitationAnsweredMail(ctx, { ...answer, accepted: false });
    expect(mail.subject).toBe('A & B <Consulting> declined your invitation for Home care <Kent>');
    expect(mail.text).toContain('A & B <Consulting> declined your invitation to help bid for Home care <Kent>.');
    expect(mail.text).not.toContain('accepted');
  });

  it('escapes the names in the HTML', () => {
    const { html } = expertInvitationAnsweredMail(ctx, { ...answer, accepted: true });
    expect(html).toContain('A &amp; B &lt;Consulting&gt; accepted your invitation to help bid for Home care &lt;Kent&gt;');
    expect(html).not.toContain('<Consulting>');
    expect(html).not.toContain('<Kent>');
  });

  it('falls back to "The expert" and "a tender" in the title, and has in-app bodies for both answers', () => {
    expect(expertAnswerTitle({ expertName: null, tenderTitle: null, accepted: false })).toBe(
      'The expert declined your invitation for a tender',
    );
    expect(expertAnswerBody({ ...answer, accepted: true })).toBe('A & B <Consulting> will help you bid for Home care <Kent>.');
    expect(expertAnswerBody({ ...answer, accepted: false })).toContain('cannot help you bid for Home care <Kent>');
  });
});
