import type { TextDiffPart } from '@jointly/contracts';
import { diffText } from './text-diff';

const side = (parts: TextDiffPart[], keep: 'delete' | 'insert') =>
  parts
    .filter((p) => p.op === 'equal' || p.op === keep)
    .map((p) => p.text)
    .join('');

describe('diffText', () => {
  it('finds the changed words between equal runs', () => {
    expect(diffText('We will deliver care in Leeds.', 'We will deliver home care in Leeds and Bradford.')).toEqual([
      { op: 'equal', text: 'We will deliver ' },
      { op: 'insert', text: 'home ' },
      { op: 'equal', text: 'care in ' },
      { op: 'delete', text: 'Leeds.' },
      { op: 'insert', text: 'Leeds and Bradford.' },
    ]);
  });

  it('answers one equal part for the same text, and nothing for two empty texts', () => {
    expect(diffText('same text', 'same text')).toEqual([{ op: 'equal', text: 'same text' }]);
    expect(diffText('', '')).toEqual([]);
    expect(diffText('', 'new')).toEqual([{ op: 'insert', text: 'new' }]);
    expect(diffText('old', '')).toEqual([{ op: 'delete', text: 'old' }]);
  });

  it('always rebuilds both texts from its parts', () => {
    const pairs: Array<[string, string]> = [
      ['a b c d e f', 'a c d x f g'],
      ['the quick brown fox', 'the slow brown dog jumps'],
      ['line one\nline two\n', 'line one\nline 2\nline three\n'],
      ['x '.repeat(300), 'y '.repeat(300)],
    ];
    for (const [from, to] of pairs) {
      const parts = diffText(from, to);
      expect(side(parts, 'delete')).toBe(from);
      expect(side(parts, 'insert')).toBe(to);
    }
  });

  it('keeps large rewrites linear: the changed middle as one delete and one insert', () => {
    const from = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const to = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const parts = diffText(from, to);
    expect(parts.map((p) => p.op)).toEqual(['delete', 'insert']);
  });
});
