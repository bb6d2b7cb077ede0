import { aSection, aWorkspace } from '@/testing/bids-builders';
import { rebaseUpdate } from '../rebase';
import { countdown, countText, limitLabel } from '../text-count';

describe('section counts and limits', () => {
  it('counts words and characters of the text without markup, as the server does', () => {
    expect(countText(' We  will\ndeliver care. ', 'words')).toBe(4);
    expect(countText('<p>We <b>will</b></p><p>care &amp; more</p>', 'words')).toBe(5);
    expect(countText('héllo 👋', 'characters')).toBe(7);
  });

  it('labels the count against the limit and flags it past the limit only', () => {
    expect(limitLabel('one two three', { unit: 'words', max: 3 })).toEqual({ label: '3 / 3 words', over: false });
    expect(limitLabel('one two three four', { unit: 'words', max: 3 })).toEqual({ label: '4 / 3 words', over: true });
    expect(limitLabel('text', null)).toBeNull();
  });
});

describe('closing countdown', () => {
  const now = Date.parse('2027-03-01T10:00:00.000Z');
  it('says days and hours, then hours and minutes, then minutes, then Closed', () => {
    expect(countdown('2027-03-05T12:00:00.000Z', now)).toBe('4 days 2 hours left');
    expect(countdown('2027-03-01T11:01:00.000Z', now)).toBe('1 hour 1 minute left');
    expect(countdown('2027-03-01T10:30:00.000Z', now)).toBe('30 minutes left');
    expect(countdown('2027-03-01T09:00:00.000Z', now)).toBe('Closed');
  });
});

describe('re-applying a workspace update after a conflict', () => {
  const base = aWorkspace({
    version: 3,
    sections: [aSection({ id: 'a', title: 'A', body: 'a' }), aSection({ id: 'b', title: 'B', body: 'b' })],
  });
  const now = aWorkspace({
    version: 5,
    sections: [
      aSection({ id: 'a', title: 'A', body: 'a2' }),
      aSection({ id: 'b', title: 'B', body: 'b' }),
      aSection({ id: 'c', title: 'C', body: 'c' }),
    ],
  });

  it('sends the current version', () => {
    expect(rebaseUpdate({ version: 3, name: 'New' }, base, now)).toEqual({ version: 5, name: 'New' });
  });

  it('keeps the sections others added, and applies only the user’s own edit, removal and addition', () => {
    const mine = {
      version: 3,
      removeMissingSections: true,
      sections: [
        { id: 'a', title: 'A!', body: 'a' },
        { title: 'D', body: 'd' },
      ],
    };
    expect(rebaseUpdate(mine, base, now)).toEqual({
      version: 5,
      removeMissingSections: true,
      sections: [
        { id: 'a', title: 'A!', body: 'a' },
        { id: 'c', title: 'C', body: 'c' },
        { title: 'D', body: 'd' },
      ],
    });
  });
});
