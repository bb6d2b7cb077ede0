import { isOpenTender, openTenderSql } from './tender-open';

describe('one meaning of open', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('is open while active and closing later or undated', () => {
    expect(isOpenTender({ status: 'active', closingDate: '2026-11-26T00:00:00Z' }, now)).toBe(true);
    expect(isOpenTender({ status: 'active', closingDate: null }, now)).toBe(true);
    expect(isOpenTender({ status: 'active', closingDate: new Date('2026-12-01') }, now)).toBe(true);
  });

  it('is not open once the closing date has passed, nor before or after the active stage', () => {
    expect(isOpenTender({ status: 'active', closingDate: '2026-11-25T11:59:59Z' }, now)).toBe(false);
    expect(isOpenTender({ status: 'planned', closingDate: null }, now)).toBe(false);
    expect(isOpenTender({ status: 'planned', closingDate: '2027-01-01T00:00:00Z' }, now)).toBe(false);
    for (const status of ['closed', 'awarded', 'cancelled']) expect(isOpenTender({ status, closingDate: null }, now)).toBe(false);
  });

  it('says the same in SQL, keeping the status conjunct plain for the partial indexes', () => {
    expect(openTenderSql('t')).toBe(`t.status = 'active' AND coalesce(t.closing_date, 'infinity') > now()`);
    expect(() => openTenderSql('t; DROP TABLE x')).toThrow('bad table alias');
  });
});
