import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { PgListener } from '@jointly/common/database';
import { TENDERS_CHANGED_CHANNEL, onTendersChanged } from '../tender-changes';
import { EVERY_TENDER, OpenTenderIndexSync, TenderIndexSync } from './tender-index.sync';
import type { FilterRow, TenderFilterIndex } from './tender-filter-index';

/**
 * The process's in-process search indexes (TENDER_SEARCH_INDEX, on by default): the open tenders' (text, filters,
 * facets) and every tender's filter columns and words (searches over every status that leave few tenders to test,
 * tender-filter-index.ts). Both are fed from the
 * primary database: this process's writers signal their commits (TenderChanges), other processes' through the tenders
 * trigger's NOTIFY; the first full reads start with the LISTEN connection, in the background, one after the other
 * (searches use PostgreSQL until each is done).
 */
@Injectable()
export class SearchIndexesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SearchIndexes');
  readonly sync: OpenTenderIndexSync | null;
  readonly filterSync: TenderIndexSync<TenderFilterIndex, FilterRow> | null;
  private readonly listener: PgListener | null;
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sync = config.tenderSearchIndex ? new OpenTenderIndexSync(dataSource) : null;
    this.filterSync = config.tenderSearchIndex ? new TenderIndexSync(dataSource, EVERY_TENDER) : null;
    this.listener = !this.sync
      ? null
      : new PgListener(
          dataSource,
          TENDERS_CHANGED_CHANNEL,
          (operation) => {
            if (operation === undefined) this.connected();
            else for (const sync of this.syncs()) sync.changed(operation);
          },
          (error) => {
            for (const sync of this.syncs()) sync.feedConnected(false);
            this.logger.warn(`tender change feed interrupted, searching PostgreSQL until it is back: ${error.message}`);
          },
        );
  }

  private syncs(): Array<TenderIndexSync<any, any>> {
    return [this.sync, this.filterSync].filter((s) => s !== null);
  }

  private connected(): void {
    const [open, every] = [this.sync!, this.filterSync!];
    for (const sync of this.syncs()) sync.feedConnected(true);
    // Build now rather than on the first search; the small index first.
    open
      .refreshNow()
      .then(
        () => this.logger.log(`${open.index.size} open tenders indexed in ${open.stats.lastFullMs} ms`),
        (error: Error) => this.logger.warn(`open tender index not built: ${error.message}`),
      )
      .then(() => every.refreshNow())
      .then(
        () => this.logger.log(`${every.index.size} tenders' filters and words indexed in ${every.stats.lastFullMs} ms`),
        (error: Error) => this.logger.warn(`tender filter index not built: ${error.message}`),
      );
  }

  onModuleInit(): void {
    if (!this.sync) return;
    this.unsubscribe = onTendersChanged(this.dataSource, () => {
      for (const sync of this.syncs()) sync.changed('UPDATE');
    });
    this.listener!.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    for (const sync of this.syncs()) sync.feedConnected(false);
    await this.listener?.stop();
  }
}
