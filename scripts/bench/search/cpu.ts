// CPU accounting of a local PostgreSQL for the benchmarks (wall time on a shared machine depends on the others).
import * as fs from 'node:fs';

/** CPU seconds of a local PostgreSQL: the postmaster with its reaped children, plus its live backends (Linux /proc). */
export function postgresCpuSeconds(postmasterPid: number | null): number | null {
  if (!postmasterPid) return null;
  const ticks = 100; // USER_HZ on Linux
  const stat = (pid: string | number) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  const own = stat(postmasterPid);
  if (!own) return null;
  // Fields after the command: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (s && Number(s[1]) === postmasterPid) total += Number(s[11]) + Number(s[12]);
  }
  return total / ticks;
}
