// One tenders search server in its own process (the scale-out run of bench:search): reads { databaseUrl, dataDir,
// index } as JSON on stdin, serves the tenders module on 127.0.0.1 with the result cache off, prints its port as JSON
// on stdout once the open-tender index and the filter index of every tender are ready, and exits when stdin closes.
import { JointlyRootModule, createHttpApp } from '../../../services/common/src/bootstrap';
import { loadConfig } from '../../../services/common/src/config';
import { SearchIndexesService } from '../../../services/tenders/src/search/in-memory/search-indexes.service';
import { TendersModule } from '../../../services/tenders/src/tenders.module';

async function main(): Promise<void> {
  // The first line is the settings; the stream stays open (its end stops the server), so no async iterator here:
  // leaving one early destroys stdin and its 'end' never comes.
  process.stdin.setEncoding('utf8');
  const input = await new Promise<string>((resolve) => {
    let buffer = '';
    const onData = (chunk: string) => {
      buffer += chunk;
      if (!buffer.includes('\n')) return;
      process.stdin.off('data', onData);
      resolve(buffer);
    };
    process.stdin.on('data', onData);
  });
  const { databaseUrl, dataDir, index } = JSON.parse(input) as { databaseUrl: string; dataDir: string; index: boolean };
  const config = {
    ...loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', SEED_DEMO_DATA: 'false' }),
    kafkaBrokers: [],
    tenderSearchCacheEntries: 0,
    tenderSearchIndex: index,
  };
  const app = await createHttpApp(
    JointlyRootModule.create({ config, health: { mode: 'service', version: 'bench' }, modules: [TendersModule] }),
    { name: 'bench-child', config, docs: false, requestLog: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { sync, filterSync } = app.get(SearchIndexesService);
  while ((sync && !sync.ready) || (filterSync && !filterSync.ready)) await new Promise((r) => setTimeout(r, 100));
  const port = (app.getHttpAdapter().getInstance().server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
}

void main();
