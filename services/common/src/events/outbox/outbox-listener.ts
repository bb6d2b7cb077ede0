import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { outboxChannel, quoteIdent } from '../schema/sql-names';

interface PgClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
  removeAllListeners(event?: string): void;
}

/**
 * Holds one pooled connection that LISTENs on a schema's outbox channel and calls `onNotify` for each NOTIFY.
 * When the connection breaks (database restart) it reconnects after a pause; `onNotify` is also called after each
 * (re)connect, because notifications sent while nobody listened are gone. The relay's poll covers the gap.
 */
export class OutboxListener {
  private release?: (error?: Error) => void;
  private client?: PgClient;
  private stopped = true;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly onNotify: () => void,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Starts listening (in the background; failures retry every second). */
  start(): void {
    this.stopped = false;
    void this.connect();
  }

  /** Stops listening and returns the connection to the pool. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    const release = this.release;
    this.client = undefined;
    this.release = undefined;
    if (client && release) {
      try {
        await client.query(`UNLISTEN ${quoteIdent(outboxChannel(this.schema))}`);
        client.removeAllListeners('notification');
        release();
      } catch (error) {
        release(error as Error);
      }
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    try {
      const driver = this.dataSource.driver as PostgresDriver;
      const [client, release] = (await driver.obtainMasterConnection()) as [PgClient, (error?: Error) => void];
      if (this.stopped) return release();
      const broken = (error?: Error) => this.broken(client, error ?? new Error('LISTEN connection ended'));
      client.on('error', broken);
      client.on('end', broken);
      client.on('notification', () => this.onNotify());
      this.client = client;
      this.release = release;
      await client.query(`LISTEN ${quoteIdent(outboxChannel(this.schema))}`);
      this.onNotify();
    } catch (error) {
      this.scheduleReconnect(error as Error);
    }
  }

  private broken(client: PgClient, error: Error): void {
    if (this.client !== client) return;
    const release = this.release;
    this.client = undefined;
    this.release = undefined;
    client.removeAllListeners('notification');
    try {
      release?.(error);
    } catch {
      // already released
    }
    this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: Error): void {
    if (this.stopped) return;
    this.onError(error);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), 1000);
    this.retry.unref();
  }
}
