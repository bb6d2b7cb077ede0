import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

interface PgClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
  removeAllListeners(event?: string): void;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Holds one pooled connection LISTENing on `channel` and calls `onNotify` for each NOTIFY, and once after each
 * (re)connect because notifications sent while nobody listened are gone. A broken connection is replaced after a
 * second; the caller's poll covers the gap. (The same pattern as the outbox listener of @jointly/common/events,
 * for any channel.)
 */
export class PgListener {
  private client?: PgClient;
  private release?: (error?: Error) => void;
  private stopped = true;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly channel: string,
    /** Called with the NOTIFY payload, and without one after each (re)connect. */
    private readonly onNotify: (payload?: string) => void,
    private readonly onError: (error: Error) => void,
  ) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    const release = this.release;
    this.client = undefined;
    this.release = undefined;
    if (!client || !release) return;
    try {
      await client.query(`UNLISTEN ${quoteIdent(this.channel)}`);
      client.removeAllListeners('notification');
      release();
    } catch (error) {
      release(error as Error);
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
      client.on('notification', (message) => {
        if (message.channel === this.channel) this.onNotify(message.payload);
      });
      this.client = client;
      this.release = release;
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
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
