// A small closed-loop HTTP load generator for benchmarks on loopback: N concurrent clients with keep-alive, each
// sending its next request when the previous answered, for a fixed number of requests or seconds.
import http from 'node:http';
import net from 'node:net';

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
  agent.destroy();
  return summary(latencies, started, statuses);
}

/** Requests, seconds since `started`, rate and latency percentiles of a run (sorts `latencies`). */
function summary(latencies, started, statuses) {
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
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

/**
 * The same closed loop for GET requests, with a client that costs the machine little: the server and this client share
 * the benchmark's CPUs, so every microsecond the client spends is taken from the server being measured (Node's
 * `http.request` costs ~0.1–0.2 ms of CPU per request, a sixth to a quarter of a search's). Each of the `concurrency`
 * clients holds one keep-alive socket, writes its next request as prebuilt bytes when the previous answer is complete,
 * and reads answers with a small HTTP/1.1 parser (status line, Content-Length or chunked body). Same result shape as
 * `load`; a connection the server closes is reopened, and counted in `reconnects`.
 * @param {{ port: number, concurrency: number, seconds: number, paths: string[], headers?: Record<string, string> }} options
 */
export async function loadGet({ port, concurrency, seconds, paths, headers = {} }) {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const requests = paths.map((p) => Buffer.from(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}\r\n`, 'latin1'));
  const latencies = [];
  const statuses = {};
  let issued = 0;
  let reconnects = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const client = () =>
    new Promise((resolve, reject) => {
      let socket;
      let buffer = Buffer.alloc(0);
      let t0 = 0n;
      let busy = false;
      const next = () => {
        if (Date.now() >= deadline) {
          busy = false;
          socket.end();
          return resolve();
        }
        busy = true;
        t0 = process.hrtime.bigint();
        socket.write(requests[issued++ % requests.length]);
      };
      // One complete answer at the start of `buffer`: its length in bytes, or 0 while incomplete.
      const answered = () => {
        const head = buffer.indexOf('\r\n\r\n');
        if (head < 0) return 0;
        const header = buffer.toString('latin1', 0, head).toLowerCase();
        const status = header.slice(9, 12);
        let end;
        const length = /\r\ncontent-length: *(\d+)/.exec(header);
        if (length) end = head + 4 + Number(length[1]);
        else if (header.includes('\r\ntransfer-encoding: chunked')) {
          let at = head + 4;
          for (;;) {
            const line = buffer.indexOf('\r\n', at);
            if (line < 0) return 0;
            const size = parseInt(buffer.toString('latin1', at, line), 16);
            at = line + 2 + size + 2;
            if (at > buffer.length) return 0;
            if (size === 0) break;
          }
          end = at;
        } else end = head + 4;
        if (buffer.length < end) return 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
        return end;
      };
      const open = () => {
        buffer = Buffer.alloc(0);
        let connected = false;
        socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
        socket.on('connect', () => {
          connected = true;
          next();
        });
        socket.on('data', (chunk) => {
          buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
          const end = answered();
          if (!end) return;
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          buffer = buffer.subarray(end);
          next();
        });
        // A connection that never opened fails the run; one that broke is closed next, and reopened below.
        socket.on('error', (error) => (connected ? undefined : reject(error)));
        socket.on('close', () => {
          if (!busy || !connected) return;
          // Closed by the server between answers (keep-alive timeout, connection limit): the request is sent again.
          reconnects++;
          issued--;
          open();
        });
      };
      open();
    });
  await Promise.all(Array.from({ length: concurrency }, client));
  return { ...summary(latencies, started, statuses), reconnects };
}
