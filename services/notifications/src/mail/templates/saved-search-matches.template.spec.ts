import { savedSearchAlertTitle } from '../../consumers/alert-on-saved-search-matched.consumer';
import { mailContext } from './mail-template';
import { savedSearchMatchesMail } from './saved-search-matches.template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example/' });
const tender = (title: string, closingDate: string | null, buyerName: string | null = 'Leeds City Council') => ({
  tenderId: 'c0ffee00-0000-4000-8000-000000000001',
  title,
  buyerName,
  closingDate,
});

describe('saved search matches mail', () => {
  it('lists each tender with buyer and closing date (London time) and links to it', () => {
    const mail = savedSearchMatchesMail(ctx, {
      name: 'Ada',
      searchName: 'Home care',
      delivery: 'instant',
      tenders: [tender('Home care <Lot 1>', '2026-03-31T23:30:00.000Z'), tender('Extra care', null, null)],
    });
    expect(mail.template).toBe('saved-search-matches');
    expect(mail.subject).toBe('2 new tenders for "Home care"');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Home care <Lot 1> (Leeds City Council, closes 1 April 2026)');
    expect(mail.text).toContain('Extra care (closing date not published)');
    expect(mail.text).toContain('https://app.jointly.example/tender/c0ffee00-0000-4000-8000-000000000001');
    expect(mail.html).toContain('Home care &lt;Lot 1&gt;');
    expect(mail.html).not.toContain('<Lot 1>');
  });

  it('says digest in the subject and heading for daily delivery, and keeps the subject on one line', () => {
    const mail = savedSearchMatchesMail(ctx, {
      searchName: 'Care\r\nBcc: x@evil.example',
      delivery: 'daily',
      tenders: [tender('Respite', '2026-05-01T10:00:00.000Z')],
    });
    expect(mail.subject).toBe('Daily digest: 1 new tender for "Care Bcc: x@evil.example"');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Your daily tender digest');
    expect(mail.text).toContain('Hello,');
  });
});

describe('savedSearchAlertTitle', () => {
  it('counts in the singular and plural', () => {
    expect(savedSearchAlertTitle({ searchName: 'Kent', tenders: [tender('a', null)] })).toBe('1 new tender matches "Kent"');
    expect(savedSearchAlertTitle({ searchName: 'Kent', tenders: [tender('a', null), tender('b', null)] })).toBe(
      '2 new tenders match "Kent"',
    );
  });
});
