import { createHash } from 'node:crypto';
import type { TenderRecord } from '../ocds/tender-record';

/**
 * The import's hot path for `stableJson` / `recordHash` (ocds/tender-record): byte for byte the same text (object
 * keys in code-unit order, undefined members left out, anything else as JSON.stringify writes it), built with one
 * string buffer and no intermediate arrays, so stored content hashes keep matching. It was a third of the importer's
 * CPU per release; canonical-json.spec.ts holds it to the reference on real and edge-case records.
 */
export function canonicalJson(value: unknown): string {
  return write(value, '');
}

function write(value: unknown, out: string): string {
  if (value === null || value === undefined) return `${out}null`;
  if (typeof value === 'string') return out + JSON.stringify(value);
  if (typeof value !== 'object') return out + JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    out += '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out = write(value[i], out);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // The reference sorts [key, value] entries with a < b; plain sort() orders strings by the same code units.
  if (keys.length > 1) keys.sort();
  out += '{';
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    if (!first) out += ',';
    first = false;
    out = write(member, `${out + JSON.stringify(key)}:`);
  }
  return `${out}}`;
}

/** Equal to `recordHash` (sha1 of the canonical JSON), faster. */
export function importRecordHash(record: TenderRecord): string {
  return createHash('sha1').update(canonicalJson(record)).digest('hex');
}
