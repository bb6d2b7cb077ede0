// A small closed-loop HTTP load generator for benchmarks on loopback: N concurrent clients with keep-alive, each
// sending its next request when the previous answered, for a fixed number of requests or seconds.
import http from 'node:http';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * @param {{ port: number, concurrency: number, seconds?: number, requests?: number, request: (i: number) => { method: string, path: string, headers?: object, body?: string } }} options
 */
export async function load({ port, concurrency, seconds, requests, request }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = {};
  let issued = 0;
  const deadline = seconds ? Date.now() + seconds * 1000 : Infinity;
  const started = process.hrtime.bigint();
  const one = (spec) =>
    new Promise((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: spec.method,
          path: spec.path,
          agent,
          headers: { 'content-type': 'application/json', ...spec.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', reject);
      if (spec.body) req.write(spec.body);
      req.end();
    });
  const worker = async () => {
    while (Date.now() < deadline && (requests === undefined || issued < requests)) await one(request(issued++));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
  };
}

export const fmt = (r) =>
  `${r.requests} req in ${r.seconds.toFixed(1)} s = ${r.rps.toFixed(0)} req/s; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; statuses ${JSON.stringify(r.statuses)}`;
