import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { OutboxService } from '@jointly/common/events';
import { OcdsReader } from '../ocds/ocds-reader';
import { parseDate, releaseToTender } from '../ocds/release-to-tender';
import { BatchItem, TenderBatchWriter, laneOf } from './tender-batch.writer';
import type { OcdsInput } from './ocds-inputs';

/** Counts of one import, by release, and the reasons for what was not imported. */
export interface ImportSummary {
  /** Releases read (every outcome below adds up to this). */
  releases: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Releases without a tender section (planning-only notices): not stored, by reason. */
  skipped: number;
  skippedReasons: Record<string, number>;
  /** Releases or parts of the input that could not be read or are not valid OCDS. */
  rejected: number;
  rejections: Array<{ source: string; where: string; reason: string }>;
  /** Inputs that could not be opened at all. */
  failedSources: Array<{ source: string; reason: string }>;
  sources: number;
  bytes: number;
  seconds: number;
  /** Newest release date read (the feed ingester's updated-since cursor). */
  latestReleaseDate: string | null;
}

export interface ImportProgress {
  source: string;
  sourceIndex: number;
  sourceCount: number;
  bytesRead: number;
  totalBytes: number | null;
  summary: ImportSummary;
}

export interface TenderImporterOptions {
  /** Releases per database transaction; default 500. */
  batchSize?: number;
  /** Batches written in parallel (ocids are split between them by hash); default 2. */
  lanes?: number;
  /** Clock for status derivation (an active tender whose closing date passed is stored closed). */
  now?: () => Date;
  /** Account that caused the import (events' actorId); null for the system. */
  actorId?: string | null;
  /** Most rejection reasons kept in the summary (all are counted); default 1000. */
  maxRejectionsListed?: number;
}

export function emptySummary(): ImportSummary {
  return {
    releases: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedReasons: {},
    rejected: 0,
    rejections: [],
    failedSources: [],
    sources: 0,
    bytes: 0,
    seconds: 0,
    latestReleaseDate: null,
  };
}

/**
 * Streams OCDS inputs into tenders: a constant-memory scan of each input (see JsonStreamScanner), derivation of each
 * release (releaseToTender), and batched upserts by ocid (TenderBatchWriter) with one batch written while the next is
 * parsed. A bad release or a broken file is reported in the summary and never stops the import; only a database
 * failure does.
 */
export class TenderImporter {
  private readonly writer: TenderBatchWriter;
  private readonly batchSize: number;
  private readonly lanes: number;
  private readonly now: () => Date;
  private readonly maxListed: number;

  constructor(
    private readonly dataSource: DataSource,
    outbox: OutboxService,
    options: TenderImporterOptions = {},
  ) {
    this.writer = new TenderBatchWriter(dataSource, outbox, options.actorId ?? null);
    this.batchSize = Math.max(1, options.batchSize ?? 500);
    this.lanes = Math.max(1, Math.min(8, options.lanes ?? 2));
    this.now = options.now ?? (() => new Date());
    this.maxListed = options.maxRejectionsListed ?? 1000;
  }

  async importInputs(inputs: OcdsInput[], onProgress?: (p: ImportProgress) => void, summary = emptySummary()): Promise<ImportSummary> {
    const started = Date.now();
    const knownTotal = inputs.every((i) => i.size !== null) ? inputs.reduce((sum, i) => sum + (i.size ?? 0), 0) : null;
    // One sink for all inputs: many small files (one release each) still make full batches.
    const sink = this.sink(summary);
    let bytesBefore = 0;
    for (const [index, input] of inputs.entries()) {
      let opened: { stream: Readable; size: number | null };
      try {
        opened = await input.open();
      } catch (error) {
        summary.failedSources.push({ source: input.name, reason: error instanceof Error ? error.message : String(error) });
        continue;
      }
      summary.sources++;
      const report = (bytesRead: number) =>
        onProgress?.({
          source: input.name,
          sourceIndex: index,
          sourceCount: inputs.length,
          bytesRead: bytesBefore + bytesRead,
          totalBytes: knownTotal ?? (inputs.length === 1 ? opened.size : null),
          summary,
        });
      try {
        await this.readInto(sink, opened.stream, input.name, summary, report);
      } catch (error) {
        if (error instanceof DatabaseWriteError) throw error.cause;
        // A stream that fails half-way (network, gzip): keep what was read and report the rest.
        this.reject(summary, input.name, 'reading the input', `stopped: ${error instanceof Error ? error.message : String(error)}`);
      }
      bytesBefore += input.size ?? 0;
    }
    try {
      await sink.finish();
    } catch (error) {
      throw error instanceof DatabaseWriteError ? error.cause : error;
    }
    summary.seconds += (Date.now() - started) / 1000;
    return summary;
  }

  /**
   * Merges the GIN indexes' pending lists into the indexes now (after a bulk import), rather than leaving every
   * search to scan them until autovacuum does it.
   */
  async flushIndexes(): Promise<void> {
    await this.dataSource.query(
      `SELECT gin_clean_pending_list(i.indexrelid::regclass)
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
       WHERE i.indrelid = 'tenders.tender'::regclass AND a.amname = 'gin'`,
    );
  }

  /**
   * Imports one byte stream and waits until it is written; resolves with the top-level fields of the last package
   * read (the feed ingester reads `links.next` from it).
   */
  async importStream(stream: Readable, source: string, summary: ImportSummary): Promise<Record<string, unknown>> {
    const sink = this.sink(summary);
    try {
      const meta = await this.readInto(sink, stream, source, summary);
      await sink.finish();
      return meta;
    } catch (error) {
      throw error instanceof DatabaseWriteError ? error.cause : error;
    }
  }

  /**
   * Batches derived releases by lane (ocid hash): each lane writes one batch while its next one fills, and the lanes
   * write in parallel, so parsing and both database backends stay busy. One ocid's releases stay in order.
   */
  private sink(summary: ImportSummary) {
    const lanes = Array.from({ length: this.lanes }, () => ({ batch: [] as SinkItem[], inFlight: null as Promise<void> | null }));
    let failure: DatabaseWriteError | null = null;
    const flushLane = async (index: number) => {
      const lane = lanes[index];
      const items = lane.batch;
      lane.batch = [];
      if (lane.inFlight) await lane.inFlight;
      if (failure) throw failure;
      if (items.length === 0) return;
      lane.inFlight = this.writer.write(items, index).then(
        (results) => {
          results.forEach((r, i) => {
            if (typeof r === 'string') summary[r]++;
            else this.reject(summary, items[i].source, items[i].where, r.rejected, true);
          });
        },
        (error: unknown) => {
          failure = new DatabaseWriteError(error);
        },
      );
    };
    const full = new Set<number>();
    return {
      add: (item: SinkItem) => {
        const index = this.lanes === 1 ? 0 : laneOf(item.record.ocid, this.lanes);
        lanes[index].batch.push(item);
        if (lanes[index].batch.length >= this.batchSize) full.add(index);
      },
      full: () => full.size > 0,
      flush: async () => {
        const indexes = [...full];
        full.clear();
        for (const index of indexes) await flushLane(index);
      },
      finish: async () => {
        for (let i = 0; i < lanes.length; i++) await flushLane(i);
        for (const lane of lanes) if (lane.inFlight) await lane.inFlight;
        if (failure) throw failure;
      },
    };
  }

  private async readInto(
    sink: ReturnType<TenderImporter['sink']>,
    stream: Readable,
    source: string,
    summary: ImportSummary,
    onBytes?: (bytesRead: number) => void,
  ): Promise<Record<string, unknown>> {
    const now = this.now();
    const reader = new OcdsReader({
      release: ({ release, where, packagePublisher }) => {
        summary.releases++;
        const outcome = releaseToTender(release, { packagePublisher, now });
        const date = parseDate(release.date);
        if (date && (summary.latestReleaseDate === null || date > summary.latestReleaseDate)) summary.latestReleaseDate = date;
        if (outcome.kind === 'tender') sink.add({ record: outcome.record, source, where });
        else if (outcome.kind === 'skipped') {
          summary.skipped++;
          summary.skippedReasons[outcome.reason] = (summary.skippedReasons[outcome.reason] ?? 0) + 1;
        } else this.reject(summary, source, where, outcome.reason, true);
      },
      rejected: ({ where, reason }) => this.reject(summary, source, where, reason),
    });
    let bytes = 0;
    let lastReport = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      summary.bytes += buffer.length;
      reader.push(buffer);
      if (sink.full()) await sink.flush();
      if (onBytes && Date.now() - lastReport > 100) {
        lastReport = Date.now();
        onBytes(bytes);
      }
    }
    reader.end();
    onBytes?.(bytes);
    return reader.packageMeta;
  }

  private reject(summary: ImportSummary, source: string, where: string, reason: string, isRelease = false): void {
    summary.rejected++;
    // A release rejected after reading was counted as read; pieces that never became a release were not.
    if (!isRelease) summary.releases++;
    if (summary.rejections.length < this.maxListed) summary.rejections.push({ source, where, reason });
  }
}

/** A derived release on its way to the database, with where it was read (to report a release the database refuses). */
interface SinkItem extends BatchItem {
  source: string;
  where: string;
}

/** A batch could not be written: the database failed, which stops the import (unlike bad input). */
class DatabaseWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** The summary as the CLI prints it. */
export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `Imported ${summary.releases.toLocaleString('en-GB')} releases from ${summary.sources} source(s) in ${summary.seconds.toFixed(1)} s` +
      (summary.seconds > 0 ? ` (${Math.round(summary.releases / summary.seconds).toLocaleString('en-GB')} releases/s)` : ''),
    `  created:   ${summary.created}`,
    `  updated:   ${summary.updated}`,
    `  unchanged: ${summary.unchanged}`,
    `  skipped:   ${summary.skipped}${
      Object.keys(summary.skippedReasons).length
        ? ` (${Object.entries(summary.skippedReasons)
            .map(([r, n]) => `${n} ${r}`)
            .join('; ')})`
        : ''
    }`,
    `  rejected:  ${summary.rejected}`,
  ];
  for (const r of summary.rejections.slice(0, 50)) lines.push(`    - ${r.source}: ${r.where}: ${r.reason}`);
  if (summary.rejections.length > 50) lines.push(`    … and ${summary.rejected - 50} more`);
  for (const f of summary.failedSources) lines.push(`  could not read ${f.source}: ${f.reason}`);
  return lines.join('\n');
}
