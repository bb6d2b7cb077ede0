import type { DataSource, QueryRunner } from 'typeorm';
import { outboxChannel, quoteIdent } from '../schema/sql-names';

interface PgClient {
  on(event: 'notification', listener: () => void): void;
  on(event: 'end', listener: () => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
}

/**
 * The relay's own database connection, held for as long as the relay runs: it LISTENs on the outbox channel and
 * runs every claim transaction. Holding it (rather than borrowing from the pool each round) means a busy pool —
 * request handlers, consumers — never delays publishing, and the relay costs the pool exactly one connection.
 * When the connection breaks (database restart), the next round opens a new one and LISTENs again; notifications
 * sent in between are lost, so `onNotify` fires after each (re)connect and the relay's poll covers the rest.
 */
export class RelaySession {
  private runner?: QueryRunner;
  private opening?: Promise<QueryRunner>;
  private readonly notify = () => this.onNotify();
  private readonly ended = () => this.discard();

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly listen: boolean,
    private readonly onNotify: () => void,
  ) {}

  /** The live connection, opened (and LISTENing) on first use or after a failure. */
  acquire(): Promise<QueryRunner> {
    if (this.runner && !this.runner.isReleased) return Promise.resolve(this.runner);
    this.runner = undefined;
    this.opening ??= this.open().finally(() => (this.opening = undefined));
    return this.opening;
  }

  /** Drops the connection (it will not be reused by the pool); the next {@link acquire} opens a new one. */
  discard(): void {
    const runner = this.runner;
    this.runner = undefined;
    if (!runner || runner.isReleased) return;
    this.detach(runner);
    void (runner as unknown as { releasePostgresConnection(error: Error): Promise<void> })
      .releasePostgresConnection(new Error('relay session discarded'))
      .catch(() => undefined);
  }

  /** Stops listening and gives the connection back to the pool. */
  async close(): Promise<void> {
    await this.opening?.catch(() => undefined);
    const runner = this.runner;
    this.runner = undefined;
    if (!runner || runner.isReleased) return;
    try {
      if (this.listen) await runner.query(`UNLISTEN ${quoteIdent(outboxChannel(this.schema))}`);
      this.detach(runner);
      await runner.release();
    } catch {
      this.runner = runner;
      this.discard();
    }
  }

  private async open(): Promise<QueryRunner> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      if (this.listen) {
        const client = this.client(runner);
        client.on('notification', this.notify);
        client.on('end', this.ended);
        await runner.query(`LISTEN ${quoteIdent(outboxChannel(this.schema))}`);
      }
    } catch (error) {
      this.runner = runner;
      this.discard();
      throw error;
    }
    this.runner = runner;
    if (this.listen) this.onNotify();
    return runner;
  }

  private detach(runner: QueryRunner): void {
    if (!this.listen) return;
    const client = this.client(runner);
    client.removeListener('notification', this.notify);
    client.removeListener('end', this.ended);
  }

  private client(runner: QueryRunner): PgClient {
    return (runner as unknown as { databaseConnection: PgClient }).databaseConnection;
  }
}
