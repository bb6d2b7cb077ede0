#!/usr/bin/env node
// `npm run tenders:import -- <files, folders or URLs...>`: streams OCDS data into the tenders database the server
// uses (DATABASE_URL, else the embedded PostgreSQL running under DATA_DIR, else one started for the import).
// See services/tenders/README.md.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.SWC_NODE_PROJECT ??= path.join(root, 'tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
require('reflect-metadata');

// Paths are taken relative to where the command was run (npm runs scripts from the repository root; INIT_CWD is
// the folder npm was called from).
const cwd = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2).map((arg) => (arg.startsWith('--') || /^https?:\/\//i.test(arg) ? arg : path.resolve(cwd, arg)));
const { runImportCli } = require('../services/tenders/src/import/import-cli.ts');
const status = await runImportCli(args, process.env);
process.exit(status);
