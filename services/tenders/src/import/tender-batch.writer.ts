import type { DataSource, EntityManager } from 'typeorm';
import { TenderEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { tendersChanged } from '../search/tender-changes';
import { TenderRecord, applyOverrides, changedFields, mergeTenderRecords } from '../ocds/tender-record';
import { importRecordHash } from './canonical-json';
import {
  TENDER_COLUMNS,
  TENDER_RECORDSET_COLUMNS,
  TENDER_WRITE_COLUMNS,
  TenderRow,
  importedRecordOf,
  recordToColumns,
  rowToRecord,
  tenderSummary,
} from '../tender/tender.row';

/** What happened to one release of a batch: stored, or refused by the database (the reason says why). */
export type ReleaseResult = 'created' | 'updated' | 'unchanged' | { rejected: string };

export interface BatchItem {
  record: TenderRecord;
}

/**
 * SQLSTATE classes of errors one release's values can cause (22 data exception, e.g. a NUL character in a text or
 * an out-of-range value; 23 integrity constraint violation): another release of the batch would have gone in.
 */
const DATA_ERROR = /^2[23]/;

function dataErrorOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !DATA_ERROR.test(code)) return null;
  return error instanceof Error ? error.message : String(error);
}

interface OcidState {
  existing: TenderRow | null;
  /** As imported (no overrides), after the releases of this batch seen so far. */
  imported: TenderRecord | null;
  hash: string | null;
  overrides: TenderRow['overrides'];
}

/**
 * Serialises the import batches of one lane across processes (CLI, feed ingester, demo seeding) so merges of one ocid
 * never race: every importer sends an ocid to the same lane (see laneOf), and lanes run in parallel.
 */
const IMPORT_LOCK = 'jointly-tenders-import';

/** The lane of an ocid (FNV-1a hash): the same ocid always goes through the same lane. */
export function laneOf(ocid: string, lanes: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < ocid.length; i++) hash = Math.imul(hash ^ ocid.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % lanes;
}

/**
 * Writes a batch of derived releases in one transaction: reads the stored tenders of the batch's ocids, merges each
 * release in (newest wins, see mergeTenderRecords), keeps admin overrides on top, upserts only what changed with one
 * statement, and adds TenderPublished (new ocid) or TenderUpdated (changed fields) to the outbox in the same
 * transaction. Returns one result per item, in order.
 */
export class TenderBatchWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly actorId: string | null = null,
  ) {}

  /**
   * Writes a batch whose ocids all belong to `lane` (see laneOf). When the database refuses a value of one release,
   * the batch is written again in halves, down to that release alone, which is reported as rejected (with its ocid
   * and the database's reason) while every other release of the batch is stored; any other database failure throws.
   */
  async write(items: BatchItem[], lane = 0): Promise<ReleaseResult[]> {
    if (items.length === 0) return [];
    let results: ReleaseResult[];
    try {
      results = await transaction(this.dataSource, (manager) => this.writeIn(manager, items, lane));
    } catch (error) {
      const refused = dataErrorOf(error);
      if (refused === null) throw error;
      if (items.length === 1) return [{ rejected: `${items[0].record.ocid}: the database refused it: ${refused}` }];
      const half = Math.ceil(items.length / 2);
      const first = await this.write(items.slice(0, half), lane);
      return [...first, ...(await this.write(items.slice(half), lane))];
    }
    if (results.some((r) => r !== 'unchanged')) tendersChanged(this.dataSource);
    return results;
  }

  private async writeIn(manager: EntityManager, items: BatchItem[], lane: number): Promise<ReleaseResult[]> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${IMPORT_LOCK}:${lane}`]);
    const ocids = [...new Set(items.map((i) => i.record.ocid))];
    // FOR UPDATE: an admin edit (which locks the row too) waits for this batch, or this batch for it.
    const rows = (await manager.query(`SELECT ${TENDER_COLUMNS} FROM tenders.tender WHERE ocid = ANY($1::text[]) FOR UPDATE`, [
      ocids,
    ])) as TenderRow[];
    const states = new Map<string, OcidState>();
    for (const row of rows) {
      states.set(row.ocid, { existing: row, imported: importedRecordOf(row), hash: row.content_hash, overrides: row.overrides ?? {} });
    }
    const results: ReleaseResult[] = [];
    for (const { record } of items) {
      let state = states.get(record.ocid);
      if (!state) {
        state = { existing: null, imported: null, hash: null, overrides: {} };
        states.set(record.ocid, state);
      }
      const imported = state.imported ? mergeTenderRecords(state.imported, record) : record;
      const hash = importRecordHash(applyOverrides(imported, state.overrides));
      if (state.hash === null) results.push('created');
      else results.push(hash === state.hash ? 'unchanged' : 'updated');
      state.imported = imported;
      state.hash = hash;
    }

    const changed = [...states.values()].filter((s) => s.imported && s.hash !== (s.existing?.content_hash ?? null));
    if (changed.length === 0) return results;
    const recordset = changed.map((s) => {
      const final = applyOverrides(s.imported!, s.overrides);
      const importedValues = Object.fromEntries(Object.keys(s.overrides).map((k) => [k, s.imported![k as keyof TenderRecord]]));
      return {
        id: s.existing?.id ?? null,
        ...recordToColumns(final),
        overrides: s.overrides,
        imported_values: importedValues,
        content_hash: s.hash,
      };
    });
    const assignments = TENDER_WRITE_COLUMNS.filter((c) => c !== 'id' && c !== 'ocid')
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ');
    const written = (await manager.query(
      `INSERT INTO tenders.tender (${TENDER_WRITE_COLUMNS.join(', ')})
       SELECT coalesce(x.id, gen_random_uuid()), ${TENDER_WRITE_COLUMNS.slice(1)
         .map((c) => `x.${c}`)
         .join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS x(${TENDER_RECORDSET_COLUMNS})
       ON CONFLICT (ocid) DO UPDATE SET ${assignments}, updated_at = now()
       RETURNING id, ocid`,
      [JSON.stringify(recordset)],
    )) as Array<{ id: string; ocid: string }>;
    const idByOcid = new Map(written.map((w) => [w.ocid, w.id]));
    const events = changed.map((s) => {
      const final = applyOverrides(s.imported!, s.overrides);
      const id = idByOcid.get(final.ocid)!;
      if (!s.existing)
        return createEvent(TenderEvents.TenderPublished, { aggregateId: id, actorId: this.actorId, payload: tenderSummary(id, final) });
      return createEvent(TenderEvents.TenderUpdated, {
        aggregateId: id,
        actorId: this.actorId,
        payload: { ...tenderSummary(id, final), changedFields: changedFields(rowToRecord(s.existing), final) },
      });
    });
    await this.outbox.add(manager, events);
    return results;
  }
}
