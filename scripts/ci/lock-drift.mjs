#!/usr/bin/env node
// Compares two npm lockfiles after a fallback `npm install` in CI (.ci/run).
//   node scripts/ci/lock-drift.mjs <before> <after>
// Fails (exit 1) when a package present in both changed version, or when a non-optional package appeared or
// disappeared: that would be testing a different tree from the one committed. Optional platform binaries
// (@swc/core-*, @unrs/resolver-binding-*, …) that the registry serves for other platforms are reported, not failed on.
import fs from 'node:fs';

/** The verdict on two lockfiles' `packages` maps; pure, so it can be unit-tested. */
export function lockDrift(before, after) {
  const changed = [];
  const addedOptional = [];
  const removedOptional = [];
  const addedRequired = [];
  const removedRequired = [];
  for (const [key, entry] of Object.entries(after)) {
    if (!(key in before)) (entry.optional ? addedOptional : addedRequired).push(key);
    else if (before[key].version !== entry.version) changed.push(`${key}: ${before[key].version} -> ${entry.version}`);
  }
  for (const [key, entry] of Object.entries(before)) {
    if (!(key in after)) (entry.optional ? removedOptional : removedRequired).push(key);
  }
  return {
    ok: changed.length === 0 && addedRequired.length === 0 && removedRequired.length === 0,
    changed,
    addedOptional,
    removedOptional,
    addedRequired,
    removedRequired,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile || !afterFile) {
    console.error('usage: lock-drift.mjs <before-lockfile> <after-lockfile>');
    process.exit(2);
  }
  const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {};
  const verdict = lockDrift(read(beforeFile), read(afterFile));
  const show = (label, list) => list.length && console.log(`[lock] ${label} (${list.length}): ${list.slice(0, 20).join(', ')}`);
  show('optional platform entries added', verdict.addedOptional);
  show('optional platform entries removed', verdict.removedOptional);
  show('versions changed', verdict.changed);
  show('required packages added', verdict.addedRequired);
  show('required packages removed', verdict.removedRequired);
  if (!verdict.ok) {
    console.error('[lock] the install changed the locked tree; refusing to test a different tree');
    process.exit(1);
  }
  console.log('[lock] no locked version changed');
}
