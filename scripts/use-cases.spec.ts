import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Issue 12: each service's README lists its use cases as a table of contents, one line each, linking the folders.
// The use cases are read from the code (scripts/use-cases.mjs: every folder with a command/query handler or an event
// consumer, each consumer file a line of its own), so a new use case without its line, or a line naming a folder that is gone, fails here.
const ROOT = path.resolve(__dirname, '..');
const SERVICES = fs
  .readdirSync(path.join(ROOT, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['common', 'contracts'].includes(entry.name))
  .map((entry) => entry.name);

function useCasesOf(service: string): Array<{ link: string }> {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/use-cases.mjs'), '--json', service], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Array<{ link: string }>;
}

describe.each(SERVICES)('services/%s/README.md', (service) => {
  const readme = fs.readFileSync(path.join(ROOT, 'services', service, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\((src\/[^)#\s]*)\)/g)].map((m) => m[1].replace(/\/$/, ''));

  it('links every use-case folder (and every event consumer file)', () => {
    const missing = useCasesOf(service)
      .map((useCase) => `src/${useCase.link}`.replace(/\/$/, ''))
      .filter((folder) => !links.includes(folder));
    expect(missing).toEqual([]);
  });

  it('links only folders and files that exist', () => {
    expect(links.filter((link) => !fs.existsSync(path.join(ROOT, 'services', service, link)))).toEqual([]);
  });
});
