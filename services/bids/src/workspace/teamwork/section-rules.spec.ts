import { statusOf } from '@jointly/common/testing/rules';
import type { SectionStatus } from '@jointly/contracts';
import { countText, expectedVersion, limitState, moveSectionStatus, plainText, submissionChecklist } from './section-rules';

describe('section rules', () => {
  describe('status moves', () => {
    const all: SectionStatus[] = ['todo', 'drafting', 'in-review', 'approved'];
    const allowed = new Set([
      'todo>drafting',
      'drafting>in-review',
      'drafting>todo',
      'in-review>approved',
      'in-review>drafting',
      'approved>drafting',
    ]);
    it('allows to do → drafting → in review → approved, one step back, reopening, and staying put; 409 otherwise', () => {
      for (const from of all)
        for (const to of all) {
          const ok = from === to || allowed.has(`${from}>${to}`);
          expect([from, to, statusOf(() => moveSectionStatus(from, to))]).toEqual([from, to, ok ? 'ok' : 409]);
        }
      expect(() => moveSectionStatus('todo', 'approved')).toThrow('A section cannot move from todo to approved.');
    });
  });

  describe('limits', () => {
    it('counts words as runs of non-space and characters as code points, of the text without markup', () => {
      expect(countText('  We  will\ndeliver care. ', 'words')).toBe(4);
      expect(countText('', 'words')).toBe(0);
      expect(countText('<p>We <strong>will</strong></p><p>care &amp; more</p>', 'words')).toBe(5);
      expect(countText('héllo 👋', 'characters')).toBe(7);
      expect(plainText('<p>a &lt;b&gt;</p>')).toBe('a <b>\n');
    });
    it('warns past the limit, not at it', () => {
      expect(limitState('one two three', { unit: 'words', max: 3 })).toEqual({ count: 3, max: 3, unit: 'words', over: false });
      expect(limitState('one two three four', { unit: 'words', max: 3 })).toEqual({ count: 4, max: 3, unit: 'words', over: true });
      expect(limitState('abcd', { unit: 'characters', max: 3 })?.over).toBe(true);
      expect(limitState('anything', null)).toBeNull();
    });
  });

  describe('submission checklist', () => {
    const section = (
      id: string,
      over: Partial<{ status: SectionStatus; assigneeAccountId: string | null; limit: { unit: 'words'; max: number } | null }>,
    ) => ({
      id,
      title: `S ${id}`,
      status: 'approved' as SectionStatus,
      assigneeAccountId: null,
      limit: null,
      ...over,
    });
    it('passes when every section is approved and within its limit', () => {
      const items = submissionChecklist(
        [section('a', { assigneeAccountId: 'x', limit: { unit: 'words', max: 2 } })],
        new Map([['a', 'two words']]),
      );
      expect(items.every((i) => i.ok)).toBe(true);
    });
    it('names the sections that are not approved, over their limit, or still being written by their assignee', () => {
      const items = submissionChecklist(
        [
          section('a', { status: 'drafting', assigneeAccountId: 'x' }),
          section('b', { limit: { unit: 'words', max: 2 } }),
          section('c', { status: 'in-review', assigneeAccountId: 'y' }),
        ],
        new Map([['b', 'three whole words']]),
      );
      const byKey = Object.fromEntries(items.map((i) => [i.key, i]));
      expect(byKey['has-sections'].ok).toBe(true);
      expect(byKey['sections-approved'].failing.map((f) => f.sectionId)).toEqual(['a', 'c']);
      expect(byKey['within-limits'].failing).toEqual([{ sectionId: 'b', title: 'S b' }]);
      expect(byKey['assignees-done'].failing.map((f) => f.sectionId)).toEqual(['a']);
      expect(byKey['sections-approved'].message).toBe('2 section(s) not approved yet.');
    });
    it('refuses a bid without sections', () => {
      expect(submissionChecklist([], new Map()).find((i) => i.key === 'has-sections')?.ok).toBe(false);
    });
  });

  describe('expected version', () => {
    it('reads If-Match as "3", W/"3" or 3, else the body version, else null', () => {
      expect(expectedVersion('"3"', undefined)).toBe(3);
      expect(expectedVersion('W/"3"', undefined)).toBe(3);
      expect(expectedVersion('3', 3)).toBe(3);
      expect(expectedVersion(undefined, 4)).toBe(4);
      expect(expectedVersion(undefined, undefined)).toBeNull();
      expect(expectedVersion('', undefined)).toBeNull();
    });
    it('refuses garbage and a header that disagrees with the body', () => {
      expect(expectedVersion('*', undefined)).toBe('invalid');
      expect(expectedVersion('"abc"', undefined)).toBe('invalid');
      expect(expectedVersion('"3"', 4)).toBe('invalid');
    });
  });
});
