import {
  PROBE_PAIRS,
  WORD_SIMILARITY_THRESHOLD,
  legacyCrc32,
  probeSimilarities,
  queryTrigrams,
  textTrigrams,
  trigramKeys,
  wordSimilar,
  wordSimilarity,
} from './trigram';

const hex = (key: number) => `0x${key.toString(16).padStart(6, '0')}`;
const ascii = (key: number) => String.fromCharCode(key >> 16, (key >> 8) & 255, key & 255);
const similarity = (words: string, text: string) => wordSimilarity(queryTrigrams(words)!, textTrigrams(text)!);

// Expected values are PostgreSQL 18's (pg_trgm: show_trgm, word_similarity, %>) for the same arguments.
describe('pg_trgm word similarity in Node', () => {
  it('makes the trigrams show_trgm makes: padded lower-cased words, a CRC for trigrams beyond ASCII', () => {
    const keys = [...new Set(trigramKeys('Café')!)];
    expect(
      keys
        .filter((k) => k >> 16 < 0x80 && k >> 16 >= 0x20 && ((k >> 8) & 255) < 0x80 && (k & 255) < 0x80)
        .map(ascii)
        .sort(),
    ).toEqual(['  c', ' ca', 'caf'].sort());
    expect(keys.map(hex)).toEqual(expect.arrayContaining(['0xef5960', '0x544980']));
    expect([...new Set(trigramKeys('Ŵyr')!)].map(hex).sort()).toEqual(['0xe35205', '0x57d8a2', '0x75a826', hex(0x797220)].sort());
    expect(trigramKeys('')).toEqual([]);
    expect(trigramKeys(' – ')).toEqual([]);
  });

  it('is PostgreSQL legacy CRC-32 (not the standard CRC-32)', () => {
    expect(legacyCrc32([])).toBe(0);
    expect(legacyCrc32(new TextEncoder().encode('123456789'))).not.toBe(0xcbf43926);
  });

  it('gives word_similarity as float4, and %> against the float 0.6', () => {
    expect(similarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(similarity('abcde', 'xabcdy')).toBe(Math.fround(0.33333334));
    expect(similarity('cleaning', 'Road cleaningg services')).toBe(Math.fround(0.8888889));
    expect(similarity('abcdefgh', 'abcdefxyz')).toBe(Math.fround(0.6666667));
    expect(similarity('servces', 'Cleaning services')).toBe(Math.fround(0.54545456));
    expect(similarity('nothing', 'alike')).toBe(0);
    expect(similarity('road', '')).toBe(0);
    // Exactly 3/5: `xroad %> road` holds in PostgreSQL.
    expect(similarity('road', 'xroad')).toBe(WORD_SIMILARITY_THRESHOLD);
    expect(wordSimilar(queryTrigrams('road')!, textTrigrams('xroad')!)).toBe(true);
    expect(wordSimilar(queryTrigrams('abcd')!, textTrigrams('abc')!)).toBe(true);
    expect(wordSimilar(queryTrigrams('servces')!, textTrigrams('Cleaning services')!)).toBe(false);
  });

  it('agrees with PostgreSQL on the probes (Latin, Greek, Cyrillic, Armenian, separators, CRC trigrams)', () => {
    expect(probeSimilarities().map((s) => (s === null ? null : Number(s.toPrecision(8))))).toEqual([
      0.75, 1, 1, 1, 1, 0.54545456, 0.5, 0.33333334,
    ]);
    expect(PROBE_PAIRS).toHaveLength(8);
  });

  it('declines text with characters whose class or case it does not know (the SQL path answers)', () => {
    expect(textTrigrams('学校 cleaning')).toBeNull();
    expect(queryTrigrams('სკოლა')).toBeNull();
    expect(textTrigrams('İstanbul')).toBeNull();
    expect(textTrigrams('Ysgol – “Gymraeg” £5 ©')).not.toBeNull();
  });
});
