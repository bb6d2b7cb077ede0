// COPY … FROM STDIN over a node-postgres client without an extra package: a "submittable" (the extension point pg
// gives to pg-cursor and pg-query-stream) that, once the server answers CopyInResponse, sends the chunks the caller
// produces as CopyData messages and ends with CopyDone. Back-pressure: each chunk waits for the socket to drain.
import type { PoolClient } from 'pg';

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: { writableNeedDrain?: boolean; once(event: 'drain', listener: () => void): void };
}

class CopyIn {
  rowCount = 0;
  private failed = false;
  readonly done: Promise<number>;
  private resolve!: (rows: number) => void;
  private reject!: (error: Error) => void;

  constructor(
    readonly text: string,
    private readonly chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  ) {
    this.done = new Promise<number>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: PgConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: PgConnection): void {
    void (async () => {
      try {
        for await (const chunk of this.chunks) {
          if (this.failed) return;
          connection.sendCopyFromChunk(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
          if (connection.stream.writableNeedDrain) await new Promise<void>((r) => connection.stream.once('drain', r));
        }
        connection.endCopyFrom();
      } catch (error) {
        connection.sendCopyFail(error instanceof Error ? error.message : String(error));
      }
    })();
  }

  handleCommandComplete(message: { text: string }): void {
    this.rowCount = Number(/\d+$/.exec(message.text)?.[0] ?? 0);
  }

  // The client forgets the active query on an error (no ReadyForQuery reaches it then): settle here. The server drops
  // whatever CopyData still arrives.
  handleError(error: Error): void {
    this.failed = true;
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.rowCount);
  }

  // Messages a COPY never gets; present because the client may call them on any active query.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `COPY <table> (<columns>) FROM STDIN` on `client` with the text-format chunks given; resolves to the row count. */
export function copyFrom(
  client: PoolClient,
  text: string,
  chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
): Promise<number> {
  const copy = new CopyIn(text, chunks);
  void client.query(copy as never);
  return copy.done;
}

const SPECIAL = /[\\\t\n\r]/;

/** One value of a column of `type` in COPY text format (\N for null; backslash, tab and line breaks escaped). */
export function copyValue(value: unknown, type: string): string {
  if (value === null || value === undefined) return '\\N';
  const text = type === 'text[]' ? pgArray(value as string[]) : type === 'jsonb' ? JSON.stringify(value) : String(value);
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A text[] literal: every element quoted. */
function pgArray(items: string[]): string {
  return `{${items.map((s) => `"${String(s).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
