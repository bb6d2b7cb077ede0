#!/usr/bin/env node
// `npm start`: builds whatever is missing, then runs the all-in-one edge (web at /, console at /console, API at /api).
// With no DATABASE_URL it runs an embedded PostgreSQL under DATA_DIR; with no KAFKA_BROKERS events stay in-process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildWhatIsMissing } from './lib.mjs';

buildWhatIsMissing();
const child = spawn(process.execPath, [path.join(ROOT, 'dist/services/platform/src/main.js')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
