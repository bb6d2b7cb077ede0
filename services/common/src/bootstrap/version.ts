import * as fs from 'node:fs';
import * as path from 'node:path';

let cached: string | undefined;

/** The product version from the root package.json. */
export function processVersion(): string {
  if (cached) return cached;
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'jointly') return (cached = pkg.version ?? '0.0.0');
    }
  }
  return (cached = '0.0.0');
}
