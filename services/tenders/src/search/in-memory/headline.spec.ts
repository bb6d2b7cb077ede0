import { andedLexemes, headline, type HeadlineSource } from './headline';

const markers = { start: '[', stop: ']', delimiter: ' … ' };
const source = (title: string, description: string | null, titleEnd: number, descriptionOffset = titleEnd): HeadlineSource => ({
  title,
  headlineText: description,
  titleEnd,
  descriptionOffset,
});

describe('headline (ts_headline in Node)', () => {
  it('marks every match of the title and the words around a description match', () => {
    // Vector positions: title road:1 mainten:2 servic:3; description (offset 3) road:3+4.
    const made = headline(source('Road maintenance services', 'Repairs to the road surface.', 3), [new Set([1, 7])], markers);
    expect(made).toEqual({ title_highlight: '[Road] maintenance services', snippet: 'Repairs to the [road] surface' }); // as PostgreSQL: a fragment ends on a word
  });

  it('shows the first 15 words when the description does not match', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const made = headline(source('Road works', words, 2), [new Set([1])], markers);
    expect(made!.snippet).toBe(Array.from({ length: 15 }, (_, i) => `word${i}`).join(' '));
  });

  it('leaves to PostgreSQL text its parser may split otherwise, and a word cut at the 1,500th character', () => {
    expect(headline(source('Road re-surfacing', null, 3), [new Set([1])], markers)).toBeNull();
    expect(headline(source('Road works', 'See https://example.org/x', 2), [new Set([1])], markers)).toBeNull();
    expect(headline(source('Road works', 'Costs 1.5 million', 2), [new Set([1])], markers)).toBeNull();
    expect(headline(source('Café works', null, 2), [new Set([1])], markers)).toBeNull();
    expect(headline(source('Road works', 'a'.repeat(1501), 2), [new Set([1])], markers)).toBeNull();
    expect(headline(source('Road works', `${'a '.repeat(750)}b`, 2), [new Set([1])], markers)).not.toBeNull();
  });

  it('takes one word or distinct words joined by AND, nothing else', () => {
    expect(andedLexemes({ op: 'lexeme', lexeme: 'road' })).toEqual(['road']);
    expect(
      andedLexemes({
        op: 'and',
        args: [
          { op: 'lexeme', lexeme: 'road' },
          { op: 'lexeme', lexeme: 'work' },
        ],
      }),
    ).toEqual(['road', 'work']);
    expect(
      andedLexemes({
        op: 'and',
        args: [
          { op: 'lexeme', lexeme: 'road' },
          { op: 'lexeme', lexeme: 'road' },
        ],
      }),
    ).toBeNull();
    expect(
      andedLexemes({
        op: 'or',
        args: [
          { op: 'lexeme', lexeme: 'road' },
          { op: 'lexeme', lexeme: 'work' },
        ],
      }),
    ).toBeNull();
    expect(
      andedLexemes({
        op: 'and',
        args: [
          { op: 'lexeme', lexeme: 'road' },
          { op: 'not', arg: { op: 'lexeme', lexeme: 'x' } },
        ],
      }),
    ).toBeNull();
  });
});
