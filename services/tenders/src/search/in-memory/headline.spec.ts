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
    const made = headline(source('Road maintenance services', 'Repairs to the road surface.', 3), ['road'], [new Set([1, 7])], markers);
    expect(made).toEqual({ title_highlight: '[Road] maintenance services', snippet: 'Repairs to the [road] surface' }); // as PostgreSQL: a fragment ends on a word
  });

  it('prints a hyphenated word by its parts (the whole word has a position of its own)', () => {
    // Vector: road:1 re-us:2 re:3 use:4 work:5 (title); description (offset 5, "the" at 6): re-us:7 re:8 use:9.
    const made = headline(source('Road re-use works', 'The re-use.', 5), ['use'], [new Set([4, 9])], markers);
    expect(made).toEqual({ title_highlight: 'Road re-[use] works', snippet: '[use]' });
  });

  it('shows the first 15 words when the description does not match', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const made = headline(source('Road works', words, 2), ['road'], [new Set([1])], markers);
    expect(made!.snippet).toBe(Array.from({ length: 15 }, (_, i) => `word${i}`).join(' '));
  });

  it('reads a signed integer after a word or a blank, and a number before a word, as the parser does', () => {
    // PostgreSQL: to_tsvector('Covid-19 road works') = covid:1 -19:2 road:3 work:4; '4-seated road' = 4:1 seat:2 road:3;
    // 'Road works -5 x' = road:1 work:2 -5:3 x:4 (ts_headline with HighlightAll marks them so). The title's last
    // position (4, 3, 4) is reached only when "-19", "4" and "-5" count as words.
    expect(headline(source('Covid-19 road works', null, 4), ['road'], [new Set([3])], markers)!.title_highlight).toBe(
      'Covid-19 [road] works',
    );
    expect(headline(source('4-seated road', null, 3), ['road'], [new Set([3])], markers)!.title_highlight).toBe('4-seated [road]');
    expect(headline(source('Road works -5 x', null, 4), ['road'], [new Set([1])], markers)!.title_highlight).toBe('[Road] works -5 x');
    // A hyphenated word with digits in a part that holds letters too: 'MASS-4G road' = mass-4g:1 mass:2 4g:3 road:4.
    expect(headline(source('MASS-4G road', null, 4), ['road'], [new Set([4])], markers)!.title_highlight).toBe('MASS-4G [road]');
  });

  it('leaves to PostgreSQL text its parser may split otherwise, and a word cut at the 1,500th character', () => {
    expect(headline(source('Road works', 'Lot a-b-3 works', 2), ['road'], [new Set([1])], markers)).toBeNull(); // "-3" after a hyphenated word
    expect(headline(source('Road works', 'Lot 50-200mm works', 2), ['road'], [new Set([1])], markers)).toBeNull(); // "50", "-200", "mm"
    expect(headline(source('Road works', 'See https://example.org/x', 2), ['road'], [new Set([1])], markers)).toBeNull();
    expect(headline(source('Road works', 'Costs 1.5 million', 2), ['road'], [new Set([1])], markers)).toBeNull();
    expect(headline(source('Cafe\u0301 works', null, 2), ['road'], [new Set([1])], markers)).toBeNull(); // a combining mark
    expect(headline(source('Road works', 'R&amp;D', 2), ['road'], [new Set([1])], markers)).toBeNull(); // an entity
    expect(headline(source('Café works', "Don't & R&D", 2), ['caf'], [new Set([1])], markers)).toEqual({
      title_highlight: '[Café] works',
      snippet: "Don't & R&D",
    });
    expect(headline(source('Road works', 'a'.repeat(1501), 2), ['road'], [new Set([1])], markers)).toBeNull(); // cut word unknown
    expect(
      headline({ ...source('Road works', `${'x '.repeat(749)}roads`, 2), cutWordLexeme: 'road' }, ['road'], [new Set([1])], markers)!
        .snippet,
    ).toBe('[ro]');
    expect(headline(source('Road works', `${'a '.repeat(750)}b`, 2), ['road'], [new Set([1])], markers)).not.toBeNull();
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
