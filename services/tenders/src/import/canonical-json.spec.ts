import * as fs from 'node:fs';
import * as path from 'node:path';
import { OcdsReader } from '../ocds/ocds-reader';
import { releaseToTender } from '../ocds/release-to-tender';
import { recordHash, stableJson } from '../ocds/tender-record';
import { canonicalJson, importRecordHash } from './canonical-json';

describe('canonicalJson (the import hot path of stableJson)', () => {
  it.each([
    ['nested objects and arrays', { b: 1, a: [{ d: 2, c: 1 }], e: { z: null, y: [] } }],
    ['undefined members left out, undefined and holes in arrays as null', { a: undefined, b: [undefined, 1, null], c: 'x' }],
    ['keys ordered by code unit, not locale', { b: 1, B: 2, é: 3, e: 4, _: 5, '10': 6, '9': 7, Ä: 8 }],
    ['strings that need escaping', { 'q"k': 'line\nbreak\t"quote" \\ \u2028 \ud83d\ude00 \u0007' }],
    ['numbers, booleans, non-finite numbers', { a: 0, b: -1.5, c: 1e21, d: Number.NaN, e: Number.POSITIVE_INFINITY, f: true, g: false }],
    ['top-level primitives', 'text'],
    ['top-level null', null],
    ['an empty object and array', { a: {}, b: [] }],
    ['a Date (no own keys)', { when: new Date(0) }],
  ])('writes %s exactly as stableJson does', (_, value) => {
    expect(canonicalJson(value)).toBe(stableJson(value));
  });

  it('hashes every tender derived from the real notices exactly as recordHash does', () => {
    const folder = path.resolve(__dirname, '../../../../../shared/data/ocds');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.(json|jsonl)$/.test(e.name)) files.push(full);
      }
    };
    walk(folder);
    let compared = 0;
    for (const file of files) {
      const reader = new OcdsReader({
        release: ({ release, packagePublisher }) => {
          const outcome = releaseToTender(release, { packagePublisher, now: new Date('2026-01-01T00:00:00Z') });
          if (outcome.kind !== 'tender') return;
          expect(importRecordHash(outcome.record)).toBe(recordHash(outcome.record));
          compared++;
        },
        rejected: () => undefined,
      });
      reader.push(fs.readFileSync(file));
      reader.end();
    }
    expect(compared).toBeGreaterThan(10);
  });
});
