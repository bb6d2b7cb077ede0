// CPU time per process group from /proc (Linux), to say where a benchmark's CPU went: this process, its child
// processes, the benchmark's PostgreSQL (the postmaster on the given port and its backends) and the Kafka broker
// (shared with whatever else uses it). Elsewhere than Linux every figure is 0.
import * as fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
}

function readProcs(): Proc[] {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  const procs: Proc[] = [];
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] = state (3rd field); ppid is the 4th field, utime the 14th, stime the 15th
      procs.push({ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return procs;
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** CPU milliseconds so far per group: self, each named child pid, other children, postgres, kafka. */
export function cpuSnapshot(databasePort: number, children: Record<string, number | undefined>): Record<string, number> {
  const procs = readProcs();
  const postmaster = procs.find((p) => {
    const cmd = cmdline(p.pid);
    return /postgres -D /.test(cmd) && cmd.includes(` -p ${databasePort} `);
  });
  const named = new Map(Object.entries(children).flatMap(([name, pid]) => (pid ? [[pid, name] as const] : [])));
  const out: Record<string, number> = { 'this process': 0, ...Object.fromEntries(Object.keys(children).map((k) => [k, 0])), 'other children': 0, postgres: 0, kafka: 0 };
  for (const p of procs) {
    const ms = p.ticks * TICK_MS;
    if (p.pid === process.pid) out['this process'] += ms;
    else if (named.has(p.pid)) out[named.get(p.pid)!] += ms;
    else if (p.ppid === process.pid) out['other children'] += ms;
    else if (postmaster && (p.pid === postmaster.pid || p.ppid === postmaster.pid)) out.postgres += ms;
    else if (/java .*kafka/.test(cmdline(p.pid))) out.kafka += ms;
  }
  return out;
}

/** Microseconds of CPU per event between two snapshots, per group (groups that used none left out). */
export function cpuPerEvent(before: Record<string, number>, after: Record<string, number>, events: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(after)) {
    const us = ((after[key] - (before[key] ?? 0)) * 1000) / events;
    if (us > 0) out[key] = Math.round(us * 10) / 10;
  }
  return out;
}
