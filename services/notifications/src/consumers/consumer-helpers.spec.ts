import type { ProfileUpdated } from '@jointly/contracts';
import { plainAddress } from './mail-context.provider';
import { profileFacts } from '../directory/record-recipient-on-account-events.consumer';
import { validMinutes } from './send-code-on-otp-issued.consumer';

describe('validMinutes', () => {
  it('is the time from the event to the expiry, 10 when it cannot be told', () => {
    expect(validMinutes('2026-01-01T10:00:00.000Z', '2026-01-01T10:10:00.000Z')).toBe(10);
    expect(validMinutes('2026-01-01T10:00:00.000Z', '2026-01-01T10:15:20.000Z')).toBe(15);
    expect(validMinutes('2026-01-01T10:00:00.000Z', 'soon')).toBe(10);
    expect(validMinutes('2026-01-01T10:00:00.000Z', '2026-01-01T09:00:00.000Z')).toBe(10);
  });
});

describe('plainAddress (Reply-To from user input)', () => {
  it('keeps one plain address and drops anything else', () => {
    expect(plainAddress(' eve@example.com ')).toBe('eve@example.com');
    expect(plainAddress('eve@example.com, boss@example.com')).toBeNull();
    expect(plainAddress('Eve <eve@example.com>')).toBeNull();
    expect(plainAddress('not an address')).toBeNull();
    expect(plainAddress(null)).toBeNull();
  });
});

describe('profileFacts (ProfileUpdated → recipient)', () => {
  const update = (changes: Record<string, unknown>, companyId: string | null = null): ProfileUpdated => ({
    accountId: 'a',
    companyId,
    changes,
  });

  it('takes e-mail, name and company changes', () => {
    expect(profileFacts(update({ email: 'new@example.com', name: ' Ada ', companyId: 'c-1', companyName: 'Acme' }))).toEqual({
      email: 'new@example.com',
      name: 'Ada',
      companyId: 'c-1',
      companyName: 'Acme',
    });
    expect(profileFacts(update({ firstName: 'Ada', lastName: 'Lovelace' }))).toEqual({ name: 'Ada Lovelace' });
  });

  it('clears the company only on an explicit change, and never from the payload alone', () => {
    expect(profileFacts(update({ companyId: null }))).toEqual({ companyId: null });
    expect(profileFacts(update({ phone: '123' }, null))).toEqual({});
    expect(profileFacts(update({ phone: '123' }, 'c-2'))).toEqual({ companyId: 'c-2' });
  });
});
