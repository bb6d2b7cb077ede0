#!/usr/bin/env node
// Prints what the browser downloads for the first paint of a few routes (raw and gzip), from the Vite
// manifest: the entry chunk, the lazy chunks of the route's layout and screen, and everything they
// import statically. Run after `vite build`: `node scripts/report-bundle-size.mjs [--json]`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST || join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const routes = {
  '/ (home)': ['src/app/layouts/public-layout.tsx', 'src/app/routes/landing.tsx'],
  '/v3/join': ['src/app/layouts/public-layout.tsx', 'src/app/routes/join.tsx'],
  '/v3/login': ['src/app/layouts/public-layout.tsx', 'src/app/routes/auth/login.tsx'],
  '/v3/register': ['src/app/layouts/public-layout.tsx', 'src/app/account-screens.ts', 'src/app/routes/auth/register.tsx'],
  '/v3/dashboard (search)': [
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/tender-screens.ts',
    'src/app/routes/tenders/tender-search-screen.tsx',
  ],
  '/tender/{id}': ['src/app/layouts/dashboard-layout.tsx', 'src/app/tender-screens.ts', 'src/app/routes/tenders/tender-screen.tsx'],
  '/guest': ['src/app/layouts/public-layout.tsx', 'src/app/tender-screens.ts', 'src/app/routes/tenders/guest-search-screen.tsx'],
  '/consortium/{id}': [
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/consortium-screens.ts',
    'src/app/routes/consortium/consortium-screen.tsx',
  ],
  '/consortium/messages': [
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/consortium-screens.ts',
    'src/app/routes/messages/messages-screen.tsx',
  ],
  '/v3/dashboard/my-workspace/{id}': [
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/bids-screens.ts',
    'src/app/routes/workspaces/workspace-screen.tsx',
  ],
  '/consortium/bids (shell)': ['src/app/layouts/dashboard-layout.tsx', 'src/app/routes/coming-soon.tsx'],
  '/v3/user/update-profile': [
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/account-screens.ts',
    'src/app/routes/user/provider-profile.tsx',
  ],
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buffer = readFileSync(join(dist, file));
    raw += buffer.length;
    gzip += gzipSync(buffer, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const report = {};
for (const [route, modules] of Object.entries(routes)) {
  const keys = closure([entryKey, ...modules]);
  const js = [...keys].map((key) => manifest[key].file);
  const css = [...keys].flatMap((key) => manifest[key].css ?? []);
  const total = sizes([...js, ...css, 'index.html']);
  report[route] = { files: js.length + css.length + 1, ...total, js: sizes(js) };
}

if (process.argv.includes('--files')) {
  const keys = closure([entryKey, ...routes['/ (home)']]);
  console.log('Files of the first paint of / (home):');
  const rows = [...keys].map((key) => ({ file: manifest[key].file, ...sizes([manifest[key].file]) })).sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(9)} raw ${kb(row.gzip).padStart(8)} gzip`);
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log('First paint per route (index.html + JS + CSS it needs):');
  for (const [route, r] of Object.entries(report)) {
    console.log(
      `  ${route.padEnd(32)} ${String(r.files).padStart(3)} files  JS ${kb(r.js.raw).padStart(9)} raw / ${kb(r.js.gzip).padStart(8)} gzip   total ${kb(r.raw)} raw / ${kb(r.gzip)} gzip`,
    );
  }
}
