import {
  bandLabel,
  ELIGIBILITY_MAILS_PER_DAY,
  eligibilityMatchBody,
  eligibilityMatchMail,
  eligibilityMatchTitle,
  ratingPercent,
} from './eligibility-match.template';
import { mailContext } from './mail-template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example/' });
const TENDER_ID = '6a1d3b52-0000-4000-8000-000000000042';

describe('eligibility match mail', () => {
  const match = {
    name: 'Ada Lovelace',
    tenderId: TENDER_ID,
    tenderTitle: 'Home care for A & B <Kent>',
    rating: 92,
    band: '100To90' as const,
  };

  it('puts the rating and the tender in the subject', () => {
    const mail = eligibilityMatchMail(ctx, match);
    expect(mail.template).toBe('eligibility-match');
    expect(mail.subject).toBe('92% match: Home care for A & B <Kent>');
  });

  it('greets, names rating and band in the text, and links to the tender under PUBLIC_URL', () => {
    const mail = eligibilityMatchMail(ctx, match);
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('Jointly rated your company 92% eligible for the tender Home care for A & B <Kent>, in the 90–100% band');
    expect(mail.text).toContain('Rating: 92%\nBand: 90–100%');
    expect(mail.text).toContain(`Open the tender: https://app.jointly.example/tender/${TENDER_ID}`);
    expect(mail.html).toContain(`href="https://app.jointly.example/tender/${TENDER_ID}"`);
    expect(mail.text).toContain(`at most ${ELIGIBILITY_MAILS_PER_DAY} of these a day`);
  });

  it('escapes the tender title in the HTML', () => {
    const { html } = eligibilityMatchMail(ctx, match);
    expect(html).toContain('Home care for A &amp; B &lt;Kent&gt;');
    expect(html).not.toContain('<Kent>');
    expect(html).toMatch(/^<!DOCTYPE html>/);
  });

  it('says "a new tender" when the event has no title, and rounds the rating', () => {
    const mail = eligibilityMatchMail(ctx, { tenderId: TENDER_ID, rating: 84.6 });
    expect(mail.subject).toBe('85% match: a new tender');
    expect(mail.text).toContain('Hello,\n');
    expect(mail.text).toContain('85% eligible for a new tender, in the 80–89% band');
  });

  it('keeps the subject on one line whatever the title holds', () => {
    const mail = eligibilityMatchMail(ctx, { ...match, tenderTitle: 'Care\r\nBcc: x@y.z' });
    expect(mail.subject).toBe('92% match: Care Bcc: x@y.z');
  });

  it('has the in-app title and body with the rating and the band', () => {
    expect(eligibilityMatchTitle(match)).toBe('A tender fits your company: Home care for A & B <Kent>');
    expect(eligibilityMatchTitle({ tenderTitle: undefined })).toBe('A tender fits your company: a new tender');
    expect(eligibilityMatchBody(match)).toBe(
      'Your company is rated 92% eligible for "Home care for A & B <Kent>" (band 90–100%). Open it to see the breakdown and any gaps.',
    );
    expect(eligibilityMatchBody({ rating: 81 })).toContain('rated 81% eligible for a new tender (band 80–89%)');
  });

  it('labels bands from the event or, without one, from the rating', () => {
    expect(bandLabel(95)).toBe('90–100%');
    expect(bandLabel(89.4)).toBe('80–89%');
    expect(bandLabel(80)).toBe('80–89%');
    expect(bandLabel(12)).toBe('0–59%');
    expect(bandLabel(91, '89To80')).toBe('80–89%');
    expect(ratingPercent(100.2)).toBe(100);
    expect(ratingPercent(-3)).toBe(0);
  });
});
