import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { PgListener } from '@jointly/common/database';
import { TENDERS_CHANGED_CHANNEL, onTendersChanged } from '../tender-changes';
import { OpenTenderIndexSync } from './open-tender-index.sync';

/**
 * The process's index of open tenders (TENDER_SEARCH_INDEX, on by default), fed from the primary database: this
 * process's writers signal their commits (TenderChanges), other processes' through the tenders trigger's NOTIFY; the
 * first full read starts with the LISTEN connection, in the background (searches use PostgreSQL until it is done).
 */
@Injectable()
export class OpenTenderIndexService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('OpenTenderIndex');
  readonly sync: OpenTenderIndexSync | null;
  private readonly listener: PgListener | null;
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sync = config.tenderSearchIndex ? new OpenTenderIndexSync(dataSource) : null;
    this.listener = !this.sync
      ? null
      : new PgListener(
          dataSource,
          TENDERS_CHANGED_CHANNEL,
          (operation) => {
            if (operation === undefined) this.connected();
            else this.sync!.changed(operation);
          },
          (error) => {
            this.sync!.feedConnected(false);
            this.logger.warn(`tender change feed interrupted, searching PostgreSQL until it is back: ${error.message}`);
          },
        );
  }

  private connected(): void {
    const sync = this.sync!;
    sync.feedConnected(true);
    // Build now rather than on the first search.
    sync.refreshNow().then(
      () => this.logger.log(`${sync.index.size} open tenders indexed in ${sync.stats.lastFullMs} ms`),
      (error: Error) => this.logger.warn(`open tender index not built: ${error.message}`),
    );
  }

  onModuleInit(): void {
    if (!this.sync) return;
    this.unsubscribe = onTendersChanged(this.dataSource, () => this.sync!.changed('UPDATE'));
    this.listener!.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    this.sync?.feedConnected(false);
    await this.listener?.stop();
  }
}
