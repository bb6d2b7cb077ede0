// What one transaction costs, beside its wall time (the machine is shared: wall time follows the load): the Node
// process's CPU (`process.cpuUsage()`, the whole process: the in-process outbox relay included) and the CPU of the
// PostgreSQL backend that ran it (`/proc/<pg_backend_pid()>/stat`, same machine), and the outbox rows it added.
import * as fs from 'node:fs';
import type { DataSource, EntityManager } from 'typeorm';

export interface TransactionCost {
  ms: number;
  nodeCpuMs: number;
  /** null when the backend's /proc entry cannot be read (a remote DATABASE_URL). */
  pgCpuMs: number | null;
  outboxRows: number;
  outboxBytes: number;
}

/** utime + stime of a process in ms (clock ticks of 10 ms), null when unreadable. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Runs `work` in a transaction and measures it (the outbox rows it added are those with a higher seq than before). */
export async function measureTransaction(ds: DataSource, work: (manager: EntityManager) => Promise<unknown>): Promise<TransactionCost> {
  const [{ seq }] = (await ds.query(`SELECT coalesce(max(seq), 0)::text AS seq FROM eligibility.outbox_message`)) as Array<{ seq: string }>;
  let pid = 0;
  let pgBefore: number | null = null;
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await ds.transaction(async (manager) => {
    pid = ((await manager.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>)[0].pid;
    pgBefore = processCpuMs(pid);
    await work(manager);
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  const pgAfter = processCpuMs(pid);
  const [rows] = (await ds.query(
    `SELECT count(*)::int AS n, coalesce(sum(pg_column_size(envelope)), 0)::float8 AS bytes FROM eligibility.outbox_message WHERE seq > $1::bigint`,
    [seq],
  )) as Array<{ n: number; bytes: number }>;
  return {
    ms,
    nodeCpuMs: (used.user + used.system) / 1000,
    pgCpuMs: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
    outboxRows: rows.n,
    outboxBytes: rows.bytes,
  };
}
