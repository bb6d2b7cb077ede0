// Distributions of the real OCDS data (read at run time from the shared files, never copied): the words of titles and
// descriptions, title and description lengths, buyers, CPV code sets, values, currencies, regions and procedures,
// as the importer derives them. The generator and the query pools sample from these.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { OcdsReader } from '../../../services/tenders/src/ocds/ocds-reader';
import { releaseToTender } from '../../../services/tenders/src/ocds/release-to-tender';
import { mergeTenderRecords, type TenderRecord } from '../../../services/tenders/src/ocds/tender-record';
import type { CpvCode } from '../../../services/tenders/src/ocds/cpv/cpv';

/** Uniform picks from a list of occurrences are picks weighted by frequency. */
export class Occurrences<T> {
  constructor(readonly items: T[]) {
    if (items.length === 0) throw new Error('no occurrences to sample from');
  }
  pick(rand: () => number): T {
    return this.items[Math.floor(rand() * this.items.length)];
  }
}

export interface RealDistributions {
  tenders: number;
  titleWords: Occurrences<string>;
  titleLengths: Occurrences<number>;
  descriptionWords: Occurrences<string>;
  descriptionLengths: Occurrences<number>;
  buyers: Occurrences<string>;
  cpvSets: Occurrences<CpvCode[]>;
  values: Occurrences<number | null>;
  currencies: Occurrences<string>;
  regionSets: Occurrences<string[]>;
  methods: Occurrences<string | null>;
  /** Words people would search for: title words of 4+ letters that are not stop words, by frequency. */
  searchWords: Occurrences<string>;
  cpvDivisions: Occurrences<string>;
  regions: Occurrences<string>;
  /** Non-null values sorted, for value-range queries by quantile. */
  sortedValues: number[];
}

const STOP = new Set(
  'the and for of to in a an on at by with from or as is are be this that these those its it into under over per via all any new provision services service supply contract framework lot lots'.split(
    ' ',
  ),
);

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
}

export function readRealDistributions(folder: string): RealDistributions {
  const byOcid = new Map<string, TenderRecord>();
  const now = new Date();
  for (const file of walk(folder)) {
    const reader = new OcdsReader({
      release: ({ release, packagePublisher }) => {
        const outcome = releaseToTender(release, { packagePublisher, now });
        if (outcome.kind !== 'tender') return;
        const previous = byOcid.get(outcome.record.ocid);
        byOcid.set(outcome.record.ocid, previous ? mergeTenderRecords(previous, outcome.record) : outcome.record);
      },
      rejected: () => undefined,
    });
    reader.push(fs.readFileSync(file));
    reader.end();
  }
  const records = [...byOcid.values()];
  const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu) ?? [];
  const titleWords = records.flatMap((r) => words(r.title));
  const descriptionWords = records.flatMap((r) => words(r.description ?? '').slice(0, 700));
  const values = records.map((r) => r.value);
  return {
    tenders: records.length,
    titleWords: new Occurrences(titleWords),
    titleLengths: new Occurrences(records.map((r) => Math.max(1, words(r.title).length))),
    descriptionWords: new Occurrences(descriptionWords),
    descriptionLengths: new Occurrences(records.map((r) => Math.min(4000, (r.description ?? '').length))),
    buyers: new Occurrences(records.map((r) => r.buyerName ?? 'Unknown buyer')),
    cpvSets: new Occurrences(records.map((r) => r.cpv)),
    values: new Occurrences(values),
    currencies: new Occurrences(records.map((r) => r.currency).filter((c): c is string => c !== null)),
    regionSets: new Occurrences(records.map((r) => r.regions)),
    methods: new Occurrences(records.map((r) => r.procurementMethod)),
    searchWords: new Occurrences(titleWords.map((w) => w.toLowerCase()).filter((w) => w.length >= 4 && !STOP.has(w) && /^[a-z]+$/.test(w))),
    cpvDivisions: new Occurrences(records.flatMap((r) => [...new Set(r.cpv.map((c) => c.division))])),
    regions: new Occurrences(records.flatMap((r) => r.regions)),
    sortedValues: values.filter((v): v is number => v !== null).sort((a, b) => a - b),
  };
}
