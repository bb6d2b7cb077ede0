import { ensureDatabase } from '@jointly/common/bootstrap';
import { ConfigError, loadConfig } from '@jointly/common/config';
import { openServiceDataSource } from '@jointly/common/database';
import { OutboxService } from '@jointly/common/events';
import '@jointly/common/service'; // the shared migrations a running service applies
import { TENDERS_DATABASE } from '../tenders.database';
import { resolveInputs } from './ocds-inputs';
import { ProgressBar } from './progress-bar';
import { TenderImporter, emptySummary, formatSummary } from './tender-importer';
import { ImportRunLog } from './import-run-log';

const USAGE = `Usage: npm run tenders:import -- <file | folder | URL> [...]

Streams OCDS release packages, record packages, bare releases and JSON Lines (optionally .gz) into the tenders
database, upserting by ocid (the newest release wins). Folders are read recursively (*.json, *.jsonl, *.ndjson).
The database is the server's: DATABASE_URL when set, else the embedded PostgreSQL running under DATA_DIR
(default .data), else an embedded PostgreSQL started for the import.
Options: --batch-size=N (releases per transaction, default 500), --quiet (no progress bar).`;

/**
 * `npm run tenders:import -- <inputs…>`. Exit status: 0 when everything readable was imported (rejected releases
 * are reported, not fatal), 1 on a usage or configuration error or when an input could not be read at all, 2 when
 * the database failed.
 */
export async function runImportCli(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const flags = argv.filter((a) => a.startsWith('--'));
  const args = argv.filter((a) => !a.startsWith('--'));
  if (flags.includes('--help') || args.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return args.length === 0 && !flags.includes('--help') ? 1 : 0;
  }
  const batchFlag = flags.find((f) => f.startsWith('--batch-size='));
  const batchSize = batchFlag ? Number(batchFlag.split('=')[1]) : 500;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    process.stderr.write('--batch-size must be a whole number between 1 and 10000\n');
    return 1;
  }
  let config;
  try {
    config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const { inputs, missing } = resolveInputs(args);
  for (const m of missing) process.stderr.write(`cannot read ${m.name}: ${m.reason}\n`);
  if (inputs.length === 0) return 1;

  const log = (m: string) => process.stderr.write(`[tenders:import] ${m}\n`);
  const embedded = await ensureDatabase(config, log);
  const dataSource = await openServiceDataSource(config, TENDERS_DATABASE, (m) =>
    /slow query|administrator command/.test(m) ? undefined : log(m),
  );
  const importer = new TenderImporter(dataSource, new OutboxService('tenders'), { batchSize });
  const bar = process.stderr.isTTY && !flags.includes('--quiet') ? new ProgressBar(process.stderr) : undefined;
  const summary = emptySummary();
  for (const m of missing) summary.failedSources.push({ source: m.name, reason: m.reason });
  let status = 0;
  const runs = new ImportRunLog(dataSource);
  const runId = await runs.start('import', args.join(' '));
  try {
    await importer.importInputs(inputs, (p) => bar?.update(p), summary);
    const flushStarted = Date.now();
    await importer.flushIndexes();
    summary.seconds += (Date.now() - flushStarted) / 1000;
    bar?.done();
    if (summary.failedSources.length) status = 1;
    await runs.finish(runId, summary);
  } catch (error) {
    bar?.done();
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`import stopped by a database error: ${message}\n`);
    await runs.finish(runId, summary, message).catch(() => undefined);
    status = 2;
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
  process.stdout.write(`${formatSummary(summary)}\n`);
  if (embedded) log('the outbox events of this import are published when the server next starts');
  return status;
}
