import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TenderSearch } from './tender-search';

/** The search engine over the tenders DataSource. */
export const TENDER_SEARCH_PROVIDER: Provider = {
  provide: TenderSearch,
  inject: [getDataSourceToken('tenders')],
  useFactory: (dataSource: DataSource) => new TenderSearch(dataSource),
};
