import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TenderEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { applyOverrides, recordHash } from '../ocds/tender-record';
import { TENDER_COLUMNS, TenderRow, importedRecordOf } from '../tender/tender.row';
import { tendersChanged } from '../search/tender-changes';
import { PeriodicJob } from './periodic-job';

/** Most tenders one run closes (the next run takes the rest). */
const BATCH = 500;

/**
 * Closes active tenders whose closing date has passed and publishes TenderClosed for each, every minute. Replicas
 * share the work (FOR UPDATE SKIP LOCKED). A manual "active" override ends when the closing date passes.
 */
@Injectable()
export class CloseDueTendersJob extends PeriodicJob {
  protected readonly intervalMs = 60_000;

  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {
    super();
  }

  protected override firstRunDelayMs(): number {
    return 5_000;
  }

  /** Closes what is due; returns how many tenders it closed. */
  async runOnce(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const closed = await transaction(this.dataSource, async (manager) => {
        const rows = (await manager.query(
          `SELECT ${TENDER_COLUMNS} FROM tenders.tender
           WHERE status = 'active' AND closing_date <= $1 ORDER BY closing_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [now.toISOString()],
        )) as TenderRow[];
        if (rows.length === 0) return 0;
        const updates = rows.map((row) => {
          const overrides = { ...(row.overrides ?? {}) };
          delete overrides.status;
          const imported = { ...importedRecordOf(row), status: 'closed' as const };
          const importedValues = { ...(row.imported_values ?? {}) };
          delete importedValues.status;
          return { id: row.id, overrides, imported_values: importedValues, content_hash: recordHash(applyOverrides(imported, overrides)) };
        });
        await manager.query(
          `UPDATE tenders.tender SET status = 'closed', overrides = x.overrides, imported_values = x.imported_values, content_hash = x.content_hash, updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, overrides jsonb, imported_values jsonb, content_hash text)
           WHERE tenders.tender.id = x.id`,
          [JSON.stringify(updates)],
        );
        await this.outbox.add(
          manager,
          rows.map((row) =>
            createEvent(TenderEvents.TenderClosed, {
              aggregateId: row.id,
              payload: { tenderId: row.id, closingDate: row.closing_date!.toISOString() },
            }),
          ),
        );
        return rows.length;
      });
      total += closed;
      if (closed) tendersChanged(this.dataSource);
      if (closed < BATCH) break;
    }
    if (total) this.logger.log(`closed ${total} tender(s) whose closing date passed`);
    return total;
  }
}
