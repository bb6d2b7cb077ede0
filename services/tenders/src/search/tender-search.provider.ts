import { Inject, Injectable, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { SearchIndexesService } from './in-memory/search-indexes.service';
import { TenderSearch, type SqlRunner } from './tender-search';

/**
 * Where search queries read: DATABASE_READ_URL (a streaming replica of the tenders database) when set, else the
 * service's own DataSource. Only searches read there; writes, the open-tender index (which must see this process's
 * own commits at once) and everything else stay on the primary.
 */
@Injectable()
export class SearchReadDatabase implements OnModuleDestroy {
  private readonly pool: Pool | null;
  readonly runner: SqlRunner;

  constructor(@Inject(getDataSourceToken('tenders')) dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.pool = config.databaseReadUrl
      ? new Pool({
          connectionString: config.databaseReadUrl,
          max: 10,
          idleTimeoutMillis: 30_000,
          options: '-c search_path=tenders,public -c jit=off -c work_mem=16MB',
        })
      : null;
    const pool = this.pool;
    this.runner = pool ? { query: (sql, params) => pool.query(sql, params).then((r) => r.rows) } : dataSource;
  }

  /** True when searches read a replica. */
  get isReplica(): boolean {
    return this.pool !== null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end();
  }
}

/** The search engine: SQL over the read database, default-scope searches from the open-tender index when it is on. */
export const TENDER_SEARCH_PROVIDER: Provider = {
  provide: TenderSearch,
  inject: [SearchReadDatabase, SearchIndexesService, APP_CONFIG],
  useFactory: (read: SearchReadDatabase, index: SearchIndexesService, config: AppConfig) =>
    new TenderSearch(read.runner, {
      index: index.sync ?? undefined,
      filterIndex: index.filterSync ?? undefined,
      broad: config.tenderSearchBroad ? undefined : false,
    }),
};
