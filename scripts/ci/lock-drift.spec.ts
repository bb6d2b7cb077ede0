import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The CI fallback's drift check (.ci/run): run as CI runs it, on two lockfiles written here.
const script = path.join(__dirname, 'lock-drift.mjs');

function check(before: Record<string, unknown>, after: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-drift-'));
  const write = (name: string, packages: Record<string, unknown>) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, JSON.stringify({ lockfileVersion: 3, packages }));
    return file;
  };
  const result = spawnSync(process.execPath, [script, write('before.json', before), write('after.json', after)], {
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, out: result.stdout + result.stderr };
}

const base = {
  '': { name: 'jointly' },
  'node_modules/@swc/core': { version: '1.16.22' },
  'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22', optional: true },
};

describe('lock-drift', () => {
  it('passes and reports optional platform entries the registry added', () => {
    const after = { ...base, 'node_modules/@swc/core-darwin-arm64': { version: '1.16.22', optional: true } };
    const { status, out } = check(base, after);
    expect(status).toBe(0);
    expect(out).toContain('optional platform entries added (1): node_modules/@swc/core-darwin-arm64');
  });

  it('passes and reports optional platform entries removed', () => {
    const { 'node_modules/@swc/core-linux-x64-gnu': _gone, ...after } = base;
    const { status, out } = check(base, after);
    expect(status).toBe(0);
    expect(out).toContain('optional platform entries removed (1)');
  });

  it('fails when a locked version changed', () => {
    const after = { ...base, 'node_modules/@swc/core': { version: '1.17.0' } };
    const { status, out } = check(base, after);
    expect(status).toBe(1);
    expect(out).toContain('node_modules/@swc/core: 1.16.22 -> 1.17.0');
  });

  it('fails when a required package appeared', () => {
    const after = { ...base, 'node_modules/left-pad': { version: '1.3.0' } };
    const { status, out } = check(base, after);
    expect(status).toBe(1);
    expect(out).toContain('required packages added (1): node_modules/left-pad');
  });

  it('passes on identical lockfiles', () => {
    expect(check(base, base)).toEqual({ status: 0, out: expect.stringContaining('no locked version changed') });
  });

  it('the committed lockfile holds every platform binary of @swc/core, so npm ci needs no fallback', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8'));
    const swc = lock.packages['node_modules/@swc/core'];
    for (const name of Object.keys(swc.optionalDependencies ?? {})) {
      expect(lock.packages[`node_modules/${name}`]).toBeDefined();
    }
  });
});
