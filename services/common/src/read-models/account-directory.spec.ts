import { AccountEvents, type EventEnvelope } from '@jointly/contracts';
import { readAccountDirectoryEvent, type AccountDirectoryEvent } from './account-directory';

const envelope = (type: string, payload: object): EventEnvelope<AccountDirectoryEvent> =>
  ({ id: 'e1', type, version: 1, occurredAt: '2026-11-27T10:00:00.000Z', payload }) as unknown as EventEnvelope<AccountDirectoryEvent>;
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';

describe('readAccountDirectoryEvent: one reading of accounts events for every directory', () => {
  it('a registration: type, e-mail, trimmed names, and the company it joined (its name only with a company)', () => {
    expect(
      readAccountDirectoryEvent(
        envelope(AccountEvents.AccountRegistered.type, {
          accountId: ACCOUNT,
          email: 'a@example.test',
          accountType: 'provider',
          name: '  Ann Lee ',
          companyName: ' Care Ltd ',
          companyId: COMPANY,
        }),
      ),
    ).toEqual({
      kind: 'registered',
      accountId: ACCOUNT,
      accountType: 'provider',
      email: 'a@example.test',
      personName: 'Ann Lee',
      companyId: COMPANY,
      companyName: 'Care Ltd',
    });
    const expert = readAccountDirectoryEvent(
      envelope(AccountEvents.AccountRegistered.type, {
        accountId: ACCOUNT,
        email: 'e@x.test',
        accountType: 'expert',
        name: ' ',
        companyName: 'Ignored',
      }),
    );
    expect(expert).toMatchObject({ personName: null, companyId: undefined, companyName: null });
  });

  it('partner events name the requesting account and its company; only the approval carries when', () => {
    const payload = { partnerId: COMPANY, accountId: ACCOUNT, companyName: 'Care Ltd', email: 'a@example.test', approvedBy: 'x' };
    expect(readAccountDirectoryEvent(envelope(AccountEvents.PartnerRequested.type, payload))).toEqual({
      kind: 'partner-requested',
      accountId: ACCOUNT,
      accountType: 'provider',
      email: 'a@example.test',
      personName: null,
      companyId: COMPANY,
      companyName: 'Care Ltd',
    });
    expect(readAccountDirectoryEvent(envelope(AccountEvents.PartnerApproved.type, payload))).toMatchObject({
      kind: 'partner-approved',
      approvedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('a profile update: the company now (id), left it (null) or not said (undefined), names only when non-empty', () => {
    const read = (companyId: string | null, changes: Record<string, unknown>) =>
      readAccountDirectoryEvent(envelope(AccountEvents.ProfileUpdated.type, { accountId: ACCOUNT, companyId, changes }));
    expect(read(COMPANY, { companyName: ' New Name ', name: 'Ann' })).toEqual({
      kind: 'profile-updated',
      accountId: ACCOUNT,
      personName: 'Ann',
      companyId: COMPANY,
      companyName: 'New Name',
    });
    expect(read(null, { companyId: null })).toMatchObject({ companyId: null, companyName: null });
    expect(read(null, { name: 'Expert Name', companyName: 'Not a company' })).toMatchObject({
      companyId: undefined,
      companyName: null,
      personName: 'Expert Name',
    });
    expect(read(COMPANY, { companyName: '   ' })).toMatchObject({ companyName: null });
  });

  it('refuses an event that is not about the directory', () => {
    expect(() => readAccountDirectoryEvent(envelope('accounts.account.otp-issued', {}))).toThrow(/not an account directory event/);
  });
});
