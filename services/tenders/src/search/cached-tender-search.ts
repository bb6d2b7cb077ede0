import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { PgListener } from '@jointly/common/database';
import type { SearchCriteria } from './search-criteria';
import { SearchResultCache } from './search-result-cache';
import { TENDERS_CHANGED_CHANNEL, onTendersChanged } from './tender-changes';
import { TenderSearch, type TenderSearchResult } from './tender-search';

/**
 * The search endpoints' engine: TenderSearch behind this process's result cache, which every tender change clears —
 * changes made here at once (TenderChanges), changes from other processes through the NOTIFY of the tenders triggers.
 * While the LISTEN connection is down every search is answered fresh.
 */
@Injectable()
export class CachedTenderSearch implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TenderSearchCache');
  readonly cache: SearchResultCache<TenderSearchResult>;
  private readonly listener: PgListener;
  private unsubscribe?: () => void;

  constructor(
    private readonly search: TenderSearch,
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new SearchResultCache(config.tenderSearchCacheEntries);
    this.listener = new PgListener(
      dataSource,
      TENDERS_CHANGED_CHANNEL,
      () => this.cache.invalidate(),
      (error) => {
        this.cache.suspend();
        this.logger.warn(`tender change feed interrupted, searching without the cache until it is back: ${error.message}`);
      },
    );
  }

  onModuleInit(): void {
    if (this.cache.maxEntries === 0) return;
    this.unsubscribe = onTendersChanged(this.dataSource, () => this.cache.invalidate());
    this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    this.cache.suspend();
    await this.listener.stop();
  }

  run(criteria: SearchCriteria, options: { facets?: boolean } = {}): Promise<TenderSearchResult> {
    const key = JSON.stringify([criteria, Boolean(options.facets)]);
    return this.cache.get(key, () => this.search.search(criteria, options));
  }
}
