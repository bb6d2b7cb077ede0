#!/usr/bin/env node
// Measures the resident memory of each Jointly process in distributed mode (the figures behind the memory requests
// in infra/k8s): starts every service from dist/ on an embedded PostgreSQL (events in-process, loopback only), plus
// the edge in proxy mode, lets them settle, drives a few requests through the edge, then prints VmRSS and VmHWM (peak)
// per process in MiB and as JSON. Usage: npm run build:services && node scripts/ops/measure-memory.mjs [--json file]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVICES = ['accounts', 'tenders', 'consortiums', 'eligibility', 'bids', 'notifications', 'messages', 'billing'];
const BASE_PORT = Number(process.env.MEASURE_BASE_PORT ?? 4400);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-memory-'));
const children = [];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function healthy(port, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await sleep(500);
  }
  throw new Error(`nothing healthy on ${port} after ${timeoutMs} ms`);
}
function start(name, project, port, extra = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/services', project, 'src/main.js')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push({ name, child, port });
  return child;
}
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

try {
  // The first service starts the embedded PostgreSQL under DATA_DIR; the others find it running.
  start('accounts', 'accounts', BASE_PORT + 1);
  await healthy(BASE_PORT + 1);
  for (const [i, service] of SERVICES.entries()) if (service !== 'accounts') start(service, service, BASE_PORT + 1 + i);
  for (const [i] of SERVICES.entries()) await healthy(BASE_PORT + 1 + i);
  const urls = Object.fromEntries(SERVICES.map((s, i) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${BASE_PORT + 1 + i}`]));
  start('edge', 'platform', BASE_PORT, { EDGE_MODE: 'proxy', ...urls });
  await healthy(BASE_PORT);
  for (let i = 0; i < 200; i++) {
    await fetch(`http://127.0.0.1:${BASE_PORT}/api/tenders?page=${(i % 5) + 1}`).then((r) => r.arrayBuffer());
    await fetch(`http://127.0.0.1:${BASE_PORT}/api/health`).then((r) => r.arrayBuffer());
  }
  await sleep(10_000);
  const figures = {};
  for (const { name, child } of children) figures[name === 'edge' ? 'platform' : name] = memory(child.pid);
  console.log('process         RSS MiB   peak MiB');
  for (const [name, { rssMiB, peakMiB }] of Object.entries(figures))
    console.log(`${name.padEnd(15)} ${rssMiB.toFixed(0).padStart(7)} ${peakMiB.toFixed(0).padStart(10)}`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0)
    fs.writeFileSync(
      process.argv[jsonAt + 1],
      JSON.stringify(Object.fromEntries(Object.entries(figures).map(([n, f]) => [n, f.peakMiB])), null, 2),
    );
} finally {
  for (const { child } of children.reverse()) child.kill('SIGTERM');
  await sleep(3000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
