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

/** CPU per process at one moment: group name and CPU milliseconds so far, per pid. */
export type CpuSnapshot = Map<number, { group: string; ms: number }>;

/**
 * CPU milliseconds so far per process, grouped: this process, each named child pid, other children, postgres (the
 * postmaster on `databasePort` and its backends), kafka.
 */
export function cpuSnapshot(databasePort: number, children: Record<string, number | undefined>): CpuSnapshot {
  const procs = readProcs();
  const postmaster = procs.find((p) => {
    const cmd = cmdline(p.pid);
    return /postgres -D /.test(cmd) && cmd.includes(` -p ${databasePort} `);
  });
  const named = new Map(Object.entries(children).flatMap(([name, pid]) => (pid ? [[pid, name] as const] : [])));
  const out: CpuSnapshot = new Map();
  for (const p of procs) {
    const ms = p.ticks * TICK_MS;
    let group: string | undefined;
    if (p.pid === process.pid) group = 'this process';
    else if (named.has(p.pid)) group = named.get(p.pid)!;
    else if (p.ppid === process.pid) group = 'other children';
    else if (postmaster && (p.pid === postmaster.pid || p.ppid === postmaster.pid)) group = 'postgres';
    else if (/java .*kafka/.test(cmdline(p.pid))) group = 'kafka';
    if (group) out.set(p.pid, { group, ms });
  }
  return out;
}

/**
 * Microseconds of CPU per event between two snapshots, per group (groups that used none left out). Counted per
 * process: one that started in between counts whole, one that ended in between (a pooled connection closed, an
 * autovacuum worker) is missed, so the figures are a floor.
 */
export function cpuPerEvent(before: CpuSnapshot, after: CpuSnapshot, events: number): Record<string, number> {
  const ms: Record<string, number> = {};
  for (const [pid, { group, ms: now }] of after) ms[group] = (ms[group] ?? 0) + now - (before.get(pid)?.ms ?? 0);
  const out: Record<string, number> = {};
  for (const [group, total] of Object.entries(ms)) {
    const us = (total * 1000) / events;
    if (us > 0) out[group] = Math.round(us * 10) / 10;
  }
  return out;
}
