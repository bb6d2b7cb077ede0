import { parseTsquery, UnsupportedQueryError } from './text-search';
import { TenderText } from './tender-text';

const q = (text: string) => parseTsquery(text)!;

/** BM25 as the open-tender index computes it (K1 1.2, B 0.75), for one term. */
const bm25 = (n: number, df: number, tf: number, length: number, avg: number) => {
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / avg));
};

describe('TenderText', () => {
  const texts = [
    "'care':1A,4C 'home':2A 'servic':3A,7C", // title "care home services" + description
    "'clean':1A 'servic':2A 'council':3B", // cleaning services, a council buyer
    "'care':5C 'o''brien':6B", // an escaped quote, care only in the description
    "'foot':1 'path':2", // positions without a weight are D
  ];
  const build = () => {
    const text = new TenderText();
    texts.forEach((v, slot) => text.add(slot, v));
    return text;
  };
  const scores = (text: TenderText, query: string, slots = [0, 1, 2, 3]) => {
    const found = text.match(text.compile(q(query)), Int32Array.from(slots), () => true);
    const scoreOf = new Map(Array.from(found.slots, (s, i) => [s, found.scores[i]]));
    return slots.map((s) => scoreOf.get(s) ?? -1);
  };

  it('reads lexemes, weights and escaped quotes from the vector text', () => {
    const text = build();
    expect(text.lexemes).toBe(8);
    expect(text.entries).toBe(10);
    expect(scores(text, "'o''brien'").map((s) => s > 0)).toEqual([false, false, true, false]);
    expect(scores(text, "'path'").map((s) => s > 0)).toEqual([false, false, false, true]);
  });

  it('ranks by BM25 over field-weighted term frequencies (title 3, buyer 1.2, description 0.2, D 0.1)', () => {
    const text = build();
    // Lengths: 3+0.2 + 3 + 3+0.2 = 9.4; 3 + 3 + 1.2 = 7.2; 0.2 + 1.2 = 1.4; 0.1 + 0.1 = 0.2.
    const avg = (9.4 + 7.2 + 1.4 + 0.2) / 4;
    const [a, , c] = scores(text, "'care'");
    expect(a).toBeCloseTo(bm25(4, 2, 3.2, 9.4, avg), 5);
    expect(c).toBeCloseTo(bm25(4, 2, 0.2, 1.4, avg), 5);
    expect(a).toBeGreaterThan(c);
    // Two terms add; a negated one does not score.
    const [both] = scores(text, "'care' & 'home'");
    expect(both).toBeCloseTo(bm25(4, 2, 3.2, 9.4, avg) + bm25(4, 1, 3, 9.4, avg), 5);
    const [careNotClean] = scores(text, "'care' & !'clean'");
    expect(careNotClean).toBeCloseTo(a, 5);
  });

  it('matches and, or and not as @@ does; an unknown lexeme matches nothing', () => {
    const text = build();
    const hits = (query: string) => scores(text, query).map((s) => s >= 0);
    expect(hits("'servic' & 'care'")).toEqual([true, false, false, false]);
    expect(hits("'clean' | 'o''brien'")).toEqual([false, true, true, false]);
    expect(hits("'servic' & !'clean'")).toEqual([true, false, false, false]);
    expect(hits("!'care'")).toEqual([false, true, false, true]);
    expect(hits("'unheard'")).toEqual([false, false, false, false]);
    expect(hits("'care' | 'unheard'")).toEqual([true, false, true, false]);
    expect(hits("'care' & 'unheard'")).toEqual([false, false, false, false]);
    expect(hits("'care' & ('home' | 'o''brien')")).toEqual([true, false, true, false]);
    expect(hits("('home' | 'clean') & !'council'")).toEqual([true, false, false, false]);
  });

  it('leaves phrases and prefixes to PostgreSQL', () => {
    const text = build();
    expect(() => text.compile(q("'care' <-> 'home'"))).toThrow(UnsupportedQueryError);
    expect(() => text.compile(parseTsquery("'car':*", { prefixes: true })!)).toThrow(UnsupportedQueryError);
  });

  it('forgets a removed slot in the document frequencies and lengths, and keeps runs across a renumbering', async () => {
    const text = build();
    text.remove(2);
    text.remove(2); // twice is once
    const avg = (9.4 + 7.2 + 0.2) / 3;
    expect(scores(text, "'care'")).toEqual([expect.closeTo(bm25(3, 1, 3.2, 9.4, avg), 5), -1, -1, -1]);
    // New slot i is old slot order[i]: 0 ← 3, 1 ← 0, 2 ← 1.
    await text.renumber(Int32Array.from([3, 0, 1]), async () => undefined);
    expect(text.entries).toBe(2 + 3 + 3); // the removed slot's run is gone
    expect(scores(text, "'care'", [0, 1, 2])).toEqual([-1, expect.closeTo(bm25(3, 1, 3.2, 9.4, avg), 5), -1]);
    expect(scores(text, "'path'", [0, 1, 2]).map((s) => s > 0)).toEqual([true, false, false]);
    // Slots added later keep counting.
    text.add(3, "'care':1A");
    expect(scores(text, "'care'", [1, 3]).every((s) => s > 0)).toBe(true);
  });

  it('answers as a plain model does, whichever list it walks (words, candidates, their union, every slot)', async () => {
    // A seeded model: 400 tenders over 12 words, some replaced, a renumbering half-way, more added after it.
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    const text = new TenderText();
    const model = new Map<number, Map<string, number>>(); // live slot → word → tf (tenths)
    let next = 0;
    const add = () => {
      const doc = new Map<string, number>();
      // Word i with chance 1/(i+1.5): a few common words, many rare ones.
      words.forEach((w, i) => rand() < 1 / (i + 1.5) && doc.set(w, [30, 12, 2][Math.floor(rand() * 3)]));
      const slot = next++;
      const weight = (tf: number) => ({ 30: 'A', 12: 'B', 2: 'C' })[tf];
      text.add(slot, [...doc].map(([w, tf], p) => `'${w}':${p + 1}${weight(tf)}`).join(' '));
      model.set(slot, doc);
    };
    const check = () => {
      const live = [...model.keys()];
      const n = live.length;
      const avg = live.reduce((sum, s) => sum + [...model.get(s)!.values()].reduce((a, b) => a + b, 0) / 10, 0) / n;
      const df = (w: string) => live.filter((s) => model.get(s)!.has(w)).length;
      const queries: Array<[string, (d: Map<string, number>) => boolean, string[]]> = [
        ["'w0'", (d) => d.has('w0'), ['w0']],
        ["'w1' & 'w7'", (d) => d.has('w1') && d.has('w7'), ['w1', 'w7']],
        ["'w2' & !'w0'", (d) => d.has('w2') && !d.has('w0'), ['w2']],
        ["'w9' | 'w10'", (d) => d.has('w9') || d.has('w10'), ['w9', 'w10']],
        ["!'w0'", (d) => !d.has('w0'), []],
        ["'w3' | !'w1'", (d) => d.has('w3') || !d.has('w1'), ['w3']],
        ["'w0' & ('w4' | 'w5')", (d) => d.has('w0') && (d.has('w4') || d.has('w5')), ['w0', 'w4', 'w5']],
      ];
      const even = (slot: number) => slot % 2 === 0;
      for (const [query, matches, scoring] of queries) {
        for (const candidates of [null, Int32Array.from({ length: next }, (_, i) => i).filter((i) => i % 3 !== 1)]) {
          const found = text.match(text.compile(q(query)), candidates, even);
          const expected = live
            .filter((s) => even(s) && (candidates === null || candidates.includes(s)) && matches(model.get(s)!))
            .sort((a, b) => a - b);
          expect(Array.from(found.slots)).toEqual(expected);
          expected.forEach((s, i) => {
            const d = model.get(s)!;
            const length = [...d.values()].reduce((a, b) => a + b, 0) / 10;
            const score = scoring.filter((w) => d.has(w)).reduce((sum, w) => sum + bm25(n, df(w), d.get(w)! / 10, length, avg), 0);
            expect(found.scores[i]).toBeCloseTo(score, 6);
          });
        }
      }
    };
    for (let i = 0; i < 250; i++) add();
    for (let s = 0; s < 250; s += 7) {
      text.remove(s);
      model.delete(s);
    }
    check();
    const order = Int32Array.from([...model.keys()].sort((a, b) => (a % 5) - (b % 5) || a - b));
    await text.renumber(order, async () => undefined);
    const renumbered = new Map([...order].map((old, i) => [i, model.get(old)!]));
    model.clear();
    renumbered.forEach((d, s) => model.set(s, d));
    next = order.length;
    check();
    for (let i = 0; i < 150; i++) add();
    for (let s = 3; s < next; s += 11) {
      text.remove(s);
      model.delete(s);
    }
    check();
  });

  it('answers no match for a slot without text', () => {
    const text = new TenderText();
    text.add(0, null);
    text.add(1, "'care':1A");
    expect(scores(text, "'care'", [0, 1]).map((s) => s > 0)).toEqual([false, true]);
  });
});
