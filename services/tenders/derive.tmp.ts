import * as fs from 'node:fs';
import * as path from 'node:path';
import { OcdsReader } from './src/ocds/ocds-reader';
import { releaseToTender } from './src/ocds/release-to-tender';
import { mergeTenderRecords, TenderRecord } from './src/ocds/tender-record';
function walk(d: string): string[] {
  return fs
    .readdirSync(d, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]))
    .filter((f) => f.endsWith('.json'));
}
const by = new Map<string, TenderRecord>();
const stats: Record<string, Record<string, number>> = {};
const inc = (k: string, v: unknown) => {
  stats[k] ??= {};
  const s = String(v);
  stats[k][s] = (stats[k][s] ?? 0) + 1;
};
for (const f of walk('/work/shared/data/ocds')) {
  const dir = path.basename(path.dirname(f));
  const r = new OcdsReader({
    release: (x) => {
      const o = releaseToTender(x.release, { packagePublisher: x.packagePublisher, now: new Date() });
      inc('kind', o.kind + (o.kind !== 'tender' ? ':' + o.reason : ''));
      if (o.kind === 'tender') {
        const prev = by.get(o.record.ocid);
        by.set(o.record.ocid, prev ? mergeTenderRecords(prev, o.record) : o.record);
        inc('status ' + dir, o.record.status);
        inc('closing null ' + dir, o.record.closingDate === null);
        inc('value null ' + dir, o.record.value === null);
        inc('notice ' + dir, !!o.record.noticeUrl);
        inc('regions', o.record.regions.join('|'));
        inc('cpv0 ' + dir, o.record.cpv.length);
        inc('buyer null', o.record.buyerName === null);
      }
    },
    rejected: (x) => inc('rej', x.reason),
  });
  r.push(fs.readFileSync(f));
  r.end();
}
console.log(by.size);
console.log(JSON.stringify(stats, null, 0).replace(/\],?/g, '\n'));
const sample = by.get('ocds-h6vhtk-078219');
console.log(JSON.stringify(sample, null, 1).slice(0, 3000));
