// Runs the closed-loop HTTP load of scripts/bench/load.mjs in its own process (so the server's event loop is not
// shared with the client): reads { port, concurrency, seconds, paths } as JSON on stdin, cycles through the paths,
// and prints the result (with this process's CPU seconds) as JSON on stdout. The client is `loadGet`, whose CPU per
// request is small next to the server's (both share the machine's CPUs).
import { load, loadGet } from '../load.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { port, concurrency, seconds, paths } = JSON.parse(input);
const cpu0 = process.cpuUsage();
// BENCH_CLIENT=node: Node's http client instead (what the figures before the low-cost client were measured with).
const result =
  process.env.BENCH_CLIENT === 'node'
    ? await load({ port, concurrency, seconds, request: (i) => ({ method: 'GET', path: paths[i % paths.length] }) })
    : await loadGet({ port, concurrency, seconds, paths });
const cpu = process.cpuUsage(cpu0);
process.stdout.write(JSON.stringify({ ...result, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 }));
