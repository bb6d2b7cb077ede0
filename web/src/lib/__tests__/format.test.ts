import { formatDate, formatDateTime, formatMoney } from '../format';

describe('en-GB dates', () => {
  it('formats day month year', () => {
    expect(formatDate('2027-03-05T10:00:00Z')).toBe('5 Mar 2027');
    expect(formatDate(new Date('2027-03-05T10:00:00Z'), 'long')).toBe('5 March 2027');
    expect(formatDate('2027-03-05T10:00:00Z', 'numeric')).toBe('05/03/2027');
  });

  it('uses UK time', () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(formatDate('2027-06-30T23:30:00Z')).toBe('1 Jul 2027');
    expect(formatDateTime('2027-06-30T23:30:00Z')).toBe('1 Jul 2027, 00:30');
  });

  it('shows N/A for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
  });
});

describe('GBP money', () => {
  it('formats pounds with thousands separators', () => {
    expect(formatMoney(90000000)).toBe('£90,000,000');
    expect(formatMoney('1250.5', { pence: true })).toBe('£1,250.50');
    expect(formatMoney(0)).toBe('£0');
    expect(formatMoney(1_250_000, { compact: true })).toBe('£1.3m');
    expect(formatMoney(90000000, { compact: true })).toBe('£90m');
  });

  it('shows N/A for missing or non-numeric values', () => {
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney('abc')).toBe('N/A');
  });
});
