#!/usr/bin/env node
// The console's initial JavaScript: what the browser loads before the first screen (the entry chunk and every
// chunk it imports statically, plus index.html and CSS), raw and gzip (level 9), from the Vite manifest. The
// resources and the dashboard are lazy chunks and not counted. Run after `vite build`:
//   node console/scripts/size.mjs [--files] [--json] [--max-kb=400]   (exits 1 when over --max-kb)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

function closure(keys, field = 'imports') {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key][field] ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const measure = (file) => {
  const buffer = readFileSync(join(dist, file));
  return { file, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
};
const sum = (rows) => rows.reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = [...closure([entryKey])];
const js = initial.map((key) => measure(manifest[key].file));
const css = [...new Set(initial.flatMap((key) => manifest[key].css ?? []))].map(measure);
const html = measure('index.html');
const lazyKeys = Object.keys(manifest).filter((key) => !initial.includes(key) && manifest[key].file.endsWith('.js'));
const lazy = sum(lazyKeys.map((key) => measure(manifest[key].file)));
const report = {
  initialJs: sum(js),
  initialTotal: sum([...js, ...css, html]),
  initialFiles: js.length,
  lazyChunks: lazyKeys.length,
  lazyJs: lazy,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  if (process.argv.includes('--files')) {
    for (const row of [...js].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(9)} gzip`);
  }
  console.log(`Initial JavaScript: ${report.initialFiles} files, ${kb(report.initialJs.raw)} raw / ${kb(report.initialJs.gzip)} gzip`);
  console.log(`Initial total (index.html + JS + CSS): ${kb(report.initialTotal.raw)} raw / ${kb(report.initialTotal.gzip)} gzip`);
  console.log(`Loaded on demand: ${report.lazyChunks} chunks, ${kb(lazy.raw)} raw / ${kb(lazy.gzip)} gzip`);
}

const max = process.argv.find((arg) => arg.startsWith('--max-kb='));
if (max && report.initialJs.gzip > Number(max.split('=')[1]) * 1024) {
  console.error(`Over budget: ${kb(report.initialJs.gzip)} gzip > ${max.split('=')[1]} KB`);
  process.exit(1);
}
