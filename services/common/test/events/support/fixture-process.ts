import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../../..');
const FIXTURES = path.join(REPO_ROOT, 'services/common/test/fixtures/events');

/**
 * A fixture (TypeScript, run with `node -r @swc-node/register`) in a child process, spoken to with JSON lines on
 * stdin/stdout. stderr is kept for failure messages.
 */
export class FixtureProcess {
  readonly child: ChildProcess;
  private readonly messages: Array<Record<string, unknown>> = [];
  private log = '';
  private readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    fixture: string,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(FIXTURES, fixture)], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'development', SWC_NODE_PROJECT: path.join(REPO_ROOT, 'tsconfig.json') },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let buffer = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        try {
          this.messages.push(JSON.parse(line));
        } catch {
          this.log += `${line}\n`;
        }
      }
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-20_000);
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  /** True while the process runs. */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines of its output (for failure messages). */
  output(): string {
    return this.log.slice(-4000);
  }

  /** Sends a command. */
  send(command: Record<string, unknown>): void {
    this.child.stdin!.write(`${JSON.stringify(command)}\n`);
  }

  /** Waits for a reply carrying `key` (the first one not yet taken). */
  async expect(key: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex((m) => key in m || 'error' in m);
      if (index >= 0) {
        const [message] = this.messages.splice(index, 1);
        if ('error' in message) throw new Error(`${this.name}: ${String(message.error)}`);
        return message;
      }
      if (!this.alive)
        throw new Error(`${this.name} exited (${this.child.exitCode ?? this.child.signalCode}) before "${key}":\n${this.output()}`);
      if (Date.now() > deadline) throw new Error(`${this.name}: no "${key}" within ${timeoutMs} ms:\n${this.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Sends a command and waits for its reply. */
  async request(command: Record<string, unknown>, key: string, timeoutMs?: number): Promise<Record<string, unknown>> {
    this.send(command);
    return this.expect(key, timeoutMs);
  }

  /** Sends a signal and waits for the exit (SIGKILL after `graceMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<number | null> {
    if (!this.alive) return this.exited;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}
