import { GET_STARTED_SINCE, isReturningUser } from './returning-user';

describe('isReturningUser (oldUserStatus)', () => {
  const before = new Date(GET_STARTED_SINCE.getTime() - 1);
  const after = new Date(GET_STARTED_SINCE.getTime() + 1);

  it('is true for migrated accounts and accounts created before the checklist, until they complete it', () => {
    expect(isReturningUser({ oldUser: true, createdAt: after, getStartedCompletedAt: null })).toBe(true);
    expect(isReturningUser({ oldUser: false, createdAt: before, getStartedCompletedAt: null })).toBe(true);
    expect(isReturningUser({ oldUser: true, createdAt: before, getStartedCompletedAt: new Date() })).toBe(false);
  });

  it('is false for accounts that started with the checklist', () => {
    expect(isReturningUser({ oldUser: false, createdAt: after, getStartedCompletedAt: null })).toBe(false);
    expect(isReturningUser({ oldUser: false, createdAt: GET_STARTED_SINCE, getStartedCompletedAt: null })).toBe(false);
  });
});
