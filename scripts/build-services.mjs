#!/usr/bin/env node
// Compiles every service and library in one TypeScript pass into dist/, then rewrites the @jointly/* path
// aliases into relative paths so plain `node dist/services/<name>/src/main.js` runs without loaders.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const started = Date.now();
const run = (bin, args) => execFileSync(process.execPath, [require.resolve(bin), ...args], { stdio: 'inherit' });
run('typescript/bin/tsc', ['-p', 'tsconfig.build.json']);
run('tsc-alias/dist/bin/index.js', ['-p', 'tsconfig.build.json']);
console.log(`services built into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
