import type { WorkspaceSection } from '@jointly/contracts';
import { diffSections } from '../diff-versions/version-diff';
import { restoreSections } from './restore-rules';

const s = (id: string, over: Partial<WorkspaceSection> = {}): WorkspaceSection => ({
  id,
  title: `T ${id}`,
  body: `body ${id}`,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'a',
  version: 1,
  status: 'todo',
  assigneeAccountId: null,
  dueDate: null,
  limit: null,
  ...over,
});
const now = '2026-06-01T00:00:00.000Z';

describe('restoring versions', () => {
  it('brings back the whole workspace in the saved order, keeps sections added since, keeps current statuses', () => {
    const saved = [s('a', { body: 'old a', status: 'approved' }), s('b')];
    const current = [s('b', { body: 'new b', version: 4, status: 'in-review' }), s('c')];
    const result = restoreSections(current, saved, null, 'me', now);
    expect(result.map((x) => [x.id, x.body, x.status, x.version])).toEqual([
      ['a', 'old a', 'drafting', 2],
      ['b', 'body b', 'in-review', 5],
      ['c', 'body c', 'todo', 1],
    ]);
    expect(result[0].updatedBy).toBe('me');
  });

  it('brings back one section in its place, or at the end when it was removed since', () => {
    const saved = [s('a', { body: 'old a' }), s('b', { body: 'old b' })];
    expect(
      restoreSections([s('b', { body: 'new b' }), s('a', { body: 'new a' })], saved, 'a', 'me', now).map((x) => [x.id, x.body]),
    ).toEqual([
      ['b', 'new b'],
      ['a', 'old a'],
    ]);
    expect(restoreSections([s('b')], saved, 'a', 'me', now).map((x) => x.id)).toEqual(['b', 'a']);
  });
});

describe('diffSections', () => {
  it('marks sections added, removed, changed and unchanged, with a text diff', () => {
    const diff = diffSections([s('a'), s('b'), s('gone')], [s('a'), s('b', { body: 'body b more' }), s('new')]);
    expect(diff.map((d) => [d.sectionId, d.change])).toEqual([
      ['a', 'unchanged'],
      ['b', 'changed'],
      ['new', 'added'],
      ['gone', 'removed'],
    ]);
    expect(diff[1].body).toEqual([
      { op: 'equal', text: 'body b' },
      { op: 'insert', text: ' more' },
    ]);
    expect(diff[3]).toMatchObject({ titleFrom: 'T gone', titleTo: null, body: [{ op: 'delete', text: 'body gone' }] });
  });
});
