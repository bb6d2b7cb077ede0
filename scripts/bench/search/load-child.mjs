// Runs the closed-loop HTTP load of scripts/bench/load.mjs in its own process (so the server's event loop is not
// shared with the client): reads { port, concurrency, seconds, paths } as JSON on stdin, cycles through the paths,
// and prints the result (with this process's CPU seconds) as JSON on stdout.
import { load } from '../load.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { port, concurrency, seconds, paths } = JSON.parse(input);
const cpu0 = process.cpuUsage();
const result = await load({ port, concurrency, seconds, request: (i) => ({ method: 'GET', path: paths[i % paths.length] }) });
const cpu = process.cpuUsage(cpu0);
process.stdout.write(JSON.stringify({ ...result, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 }));
