#!/usr/bin/env node
// `npm run migrate`: applies every service's pending migrations to DATABASE_URL (or the embedded PostgreSQL).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildWhatIsMissing } from './lib.mjs';

buildWhatIsMissing();
execFileSync(process.execPath, [path.join(ROOT, 'dist/services/platform/src/migrate.js')], { stdio: 'inherit' });
