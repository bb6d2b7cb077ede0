#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of a built site, so the edge (@fastify/static with
// preCompressed) sends them to browsers that accept them instead of compressing on every request or not at all.
//   node scripts/precompress.mjs web/dist [console/dist ...]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/precompress.mjs <built site folder> [...]');
  process.exit(2);
}
for (const dir of dirs) {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = zlib.gzipSync(bytes, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    count++;
    raw += bytes.length;
    brotli += br.length;
  }
  console.log(`precompressed ${count} files in ${dir}: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
}
