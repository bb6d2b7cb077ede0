/** One calendar entry: a tender's closing date. */
export interface ClosingEvent {
  tenderId: string;
  title: string;
  buyerName: string | null;
  closingDate: Date;
  url: string;
  updatedAt: Date;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 line folding: lines longer than 75 octets continue on the next line after CRLF + space (UTF-8 safe). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const charSize = Buffer.byteLength(char, 'utf8');
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // continuation lines start with a space
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A VCALENDAR with one VEVENT per closing date: it starts 30 minutes before the deadline and ends at it (so it shows
 * as the last half hour to submit), with a reminder a day before. UIDs are stable per tender, so calendar apps update
 * entries when a deadline moves.
 */
export function buildClosingCalendar(events: ClosingEvent[], options: { name: string; host: string; now?: Date }): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jointly//Tender closing dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  ];
  for (const e of events) {
    const start = new Date(e.closingDate.getTime() - 30 * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:tender-${e.tenderId}@${options.host}`,
      `DTSTAMP:${stamp(now)}`,
      `LAST-MODIFIED:${stamp(e.updatedAt)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(e.closingDate)}`,
      `SUMMARY:${escapeText(`Tender closes: ${e.title}`)}`,
      `DESCRIPTION:${escapeText(`${e.buyerName ? `Buyer: ${e.buyerName}\n` : ''}Closing date: ${e.closingDate.toISOString()}\n${e.url}`)}`,
      `URL:${e.url}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`Tender closes tomorrow: ${e.title}`)}`,
      'TRIGGER:-P1D',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
