import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@jointly/common/testing';

const run = promisify(execFile);
const KAFKA_SH = path.resolve(__dirname, '../../../../../infra/kafka/kafka.sh');

/**
 * A Kafka broker of a test's own (own ports, own KAFKA_HOME) that the test may stop and start, run through
 * infra/kafka/kafka.sh, so the shared broker of the other suites is never disturbed. Jars come from the shared cache.
 */
export class DedicatedBroker {
  readonly home = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-kafka-'));
  port = 0;
  private controllerPort = 0;

  /** `127.0.0.1:<port>` once started. */
  get brokers(): string {
    return `127.0.0.1:${this.port}`;
  }

  static available(): boolean {
    return fs.existsSync(KAFKA_SH);
  }

  async start(): Promise<void> {
    if (!this.port) {
      this.port = await freePort();
      do this.controllerPort = await freePort();
      while (this.controllerPort === this.port);
    }
    await this.script('start');
  }

  async stop(): Promise<void> {
    await this.script('stop');
  }

  /** Stops the broker and deletes its data. */
  async destroy(): Promise<void> {
    if (this.port) await this.script('stop').catch(() => undefined);
    fs.rmSync(this.home, { recursive: true, force: true });
  }

  private async script(command: 'start' | 'stop'): Promise<void> {
    try {
      await run('bash', [KAFKA_SH, command], {
        env: {
          ...process.env,
          KAFKA_PORT: String(this.port),
          KAFKA_CONTROLLER_PORT: String(this.controllerPort),
          KAFKA_HOME: this.home,
          KAFKA_HEAP: '384m',
          KAFKA_STOP_TIMEOUT: '20',
        },
        timeout: 150_000,
        maxBuffer: 10 * 1024 * 1024,
      });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      throw new Error(`kafka.sh ${command} failed: ${e.message}\n${e.stderr ?? ''}`);
    }
  }
}
