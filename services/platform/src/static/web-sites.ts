import * as path from 'node:path';
import type { StaticSite } from './static-sites';

/** The repository root, from dist/services/platform/src/static or services/platform/src/static. */
export function repoRoot(): string {
  const here = __dirname;
  const marker = `${path.sep}services${path.sep}platform${path.sep}`;
  const base = here.slice(0, here.lastIndexOf(marker));
  return base.endsWith(`${path.sep}dist`) ? path.dirname(base) : base;
}

export function webSites(): StaticSite[] {
  const root = repoRoot();
  return [
    { prefix: '', root: path.join(root, 'web', 'dist'), buildHint: 'npm run build:web' },
    { prefix: '/console', root: path.join(root, 'console', 'dist'), buildHint: 'npm run build:console' },
  ];
}
