import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { transaction } from '@jointly/common/database';
import { projectSectionState, seedSectionState } from './section-document';

/** The channel on which every bids process announces the updates it stored (see `CollabStore.append`). */
export const COLLAB_UPDATES_CHANNEL = 'bids_collab';
/** NOTIFY payloads are limited to 8000 bytes; a batch stays below this. */
const MAX_PAYLOAD = 7000;
/** Updates larger than this are not inlined: listeners read the document's log instead. */
const MAX_INLINE = 3000;
const MAX_BATCH_ROWS = 200;

interface Pending {
  name: string;
  update: Uint8Array;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** An update another process stored: inline, or null when the listener must re-read the document's log. */
export interface RemoteUpdate {
  name: string;
  update: Uint8Array | null;
}

/**
 * PostgreSQL persistence of the section documents. Every client update is appended to `collab_update` (and committed)
 * before the server acknowledges it; appends waiting while one is in flight go together in the next statement (group
 * commit), and the same statement NOTIFYs the other processes with the updates inline. Compaction folds the log into
 * `collab_document.state` and refreshes the HTML/plain-text projections.
 */
@Injectable()
export class CollabStore {
  /** Tells this process's notifications from the others'. */
  readonly instanceId: string = randomUUID();
  private queue: Pending[] = [];
  private flushing = false;

  constructor(@InjectDataSource('bids') readonly dataSource: DataSource) {}

  /**
   * The document's stored state and log, creating it (seeded from the section's REST body) when it does not exist
   * yet; concurrent first opens in several processes agree on one seed (the insert that loses does nothing).
   */
  async load(name: string, workspaceId: string, sectionId: string, seedBody: string): Promise<Uint8Array[]> {
    const existing = await this.read(name);
    if (existing) return existing;
    const seed = seedSectionState(seedBody);
    const projection = projectSectionState(seed);
    await this.dataSource.query(
      `INSERT INTO bids.collab_document (name, workspace_id, section_id, state, body_html, body_text, auto_version_text)
       VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING`,
      [name, workspaceId, sectionId, Buffer.from(seed), projection.html, projection.text],
    );
    const stored = await this.read(name);
    if (!stored) throw new Error(`section document ${name} could not be created`);
    return stored;
  }

  /** The state and the log (oldest first), or null when the document was never opened. */
  async read(name: string): Promise<Uint8Array[] | null> {
    const rows = (await this.dataSource.query(
      `SELECT d.state AS data, 0::bigint AS id FROM bids.collab_document d WHERE d.name = $1
       UNION ALL SELECT u.update, u.id FROM bids.collab_update u WHERE u.name = $1 ORDER BY id`,
      [name],
    )) as Array<{ data: Buffer }>;
    return rows.length ? rows.map((r) => new Uint8Array(r.data)) : null;
  }

  /** Appends a client's update; resolves once it is committed (and announced to the other processes). */
  append(name: string, update: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ name, update, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length) {
        const batch: Pending[] = [];
        const lines = [this.instanceId];
        let size = this.instanceId.length;
        while (this.queue.length && batch.length < MAX_BATCH_ROWS) {
          const next = this.queue[0];
          const inline = next.update.length <= MAX_INLINE ? Buffer.from(next.update).toString('base64') : '';
          const line = `${next.name}\t${inline}`;
          if (batch.length && size + line.length + 1 > MAX_PAYLOAD) break;
          batch.push(this.queue.shift()!);
          lines.push(line);
          size += line.length + 1;
        }
        try {
          await this.dataSource.query(
            `WITH stored AS (INSERT INTO bids.collab_update (name, update) SELECT * FROM unnest($1::text[], $2::bytea[]))
             SELECT pg_notify('${COLLAB_UPDATES_CHANNEL}', $3)`,
            [batch.map((p) => p.name), batch.map((p) => Buffer.from(p.update)), lines.join('\n')],
          );
          for (const p of batch) p.resolve();
        } catch (error) {
          for (const p of batch) p.reject(error as Error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** The updates in another process's NOTIFY payload; [] for this process's own. */
  parseNotification(payload: string): RemoteUpdate[] {
    const [origin, ...lines] = payload.split('\n');
    if (origin === this.instanceId) return [];
    return lines.map((line) => {
      const [name, inline = ''] = line.split('\t');
      return { name, update: inline ? new Uint8Array(Buffer.from(inline, 'base64')) : null };
    });
  }

  /**
   * Folds the log into the state and refreshes the projections, in one transaction holding the document's row: only
   * the log rows read are deleted, so an update committed meanwhile stays for the next compaction.
   */
  async compact(name: string): Promise<void> {
    await transaction(this.dataSource, async (manager) => {
      const [document] = (await manager.query(`SELECT state FROM bids.collab_document WHERE name = $1 FOR UPDATE`, [name])) as Array<{
        state: Buffer;
      }>;
      if (!document) return;
      const log = (await manager.query(`SELECT id, update FROM bids.collab_update WHERE name = $1 ORDER BY id`, [name])) as Array<{
        id: string;
        update: Buffer;
      }>;
      if (!log.length) return;
      const state = Y.mergeUpdates([new Uint8Array(document.state), ...log.map((u) => new Uint8Array(u.update))]);
      const projection = projectSectionState(state);
      await manager.query(
        `UPDATE bids.collab_document SET state = $2, body_html = $3, body_text = $4, updated_at = now() WHERE name = $1`,
        [name, Buffer.from(state), projection.html, projection.text],
      );
      await manager.query(`DELETE FROM bids.collab_update WHERE id = ANY($1::bigint[])`, [log.map((u) => u.id)]);
    });
  }
}
