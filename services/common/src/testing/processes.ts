import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';

/** The repository root (tests run from anywhere). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The built entry point of a service, failing with a clear message when `npm run build:services` has not run. */
export function builtEntry(project: string): string {
  const file = path.join(REPO_ROOT, 'dist', 'services', project, 'src', 'main.js');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:services\` first (npm test does)`);
  return file;
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM (or the given signal), resolving with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node <script>` with extra env; its output is kept for assertions and failure messages. */
export function startNode(script: string, env: Record<string, string | undefined>, args: string[] = []): RunningProcess {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls `url` until it answers 200 with JSON; throws with the process output after `timeoutMs`. */
export async function waitForJson<T = any>(url: string, timeoutMs: number, proc?: RunningProcess): Promise<T> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    if (proc && proc.child.exitCode !== null)
      throw new Error(`process exited (${proc.child.exitCode}) before ${url} answered:\n${proc.output().slice(-3000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      last = `${response.status}`;
      if (response.ok) return (await response.json()) as T;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})\n${proc?.output().slice(-3000) ?? ''}`);
}
