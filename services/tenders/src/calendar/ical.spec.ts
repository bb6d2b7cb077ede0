import { buildClosingCalendar, escapeText, foldLine } from './ical';

describe('iCal', () => {
  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting characters', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('builds one VEVENT per closing date with a stable UID, the deadline as DTEND and a reminder', () => {
    const ics = buildClosingCalendar(
      [
        {
          tenderId: 't1',
          title: 'Home care, North',
          buyerName: 'Kelderby Council',
          closingDate: new Date('2026-12-05T12:00:00Z'),
          updatedAt: new Date('2026-11-01T00:00:00Z'),
          url: 'https://jointly.example/tender/t1',
        },
      ],
      { name: 'Jointly', host: 'jointly.example', now: new Date('2026-11-22T10:00:00Z') },
    );
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Jointly//Tender closing dates//EN');
    expect(ics).toContain('UID:tender-t1@jointly.example\r\n');
    expect(ics).toContain('DTSTART:20261205T113000Z\r\nDTEND:20261205T120000Z\r\n');
    expect(ics).toContain('SUMMARY:Tender closes: Home care\\, North\r\n');
    expect(ics).toContain('TRIGGER:-P1D');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
