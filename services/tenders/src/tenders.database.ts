import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { CreateTender1764100000000 } from './migrations/1764100000000-create-tender';
import { CreateSavedSearch1764100001000 } from './migrations/1764100001000-create-saved-search';
import { CreateContent1764100002000 } from './migrations/1764100002000-create-content';
import { NotifyTenderChanges1764100009000 } from './migrations/1764100009000-notify-tender-changes';
import { CreateImportRun1764100010000 } from './migrations/1764100010000-create-import-run';
import { TenderChangeFeedForIndex1767050000000 } from './migrations/1767050000000-tender-change-feed-for-index';
import { SavedSearchCompanyAndPlanLimits1767091000000 } from './migrations/1767091000000-saved-search-company-and-plan-limits';
import { TenderSearchSamples1767102600000 } from './migrations/1767102600000-tender-search-samples';

/**
 * The tenders schema: tenders, their documents and feed cursors, saved searches, the plan-limits read model, the bookmark read model, calendar
 * feeds, events, videos and announcements (the outbox, inbox and dead-letter tables come from common). Queries are
 * plain SQL over these tables (search needs full-text and array operators TypeORM does not model), so no entities.
 */
export const TENDERS_DATABASE: ServiceDatabaseDefinition = {
  service: 'tenders',
  entities: [],
  migrations: [
    CreateTender1764100000000,
    CreateSavedSearch1764100001000,
    CreateContent1764100002000,
    NotifyTenderChanges1764100009000,
    CreateImportRun1764100010000,
    TenderChangeFeedForIndex1767050000000,
    SavedSearchCompanyAndPlanLimits1767091000000,
    TenderSearchSamples1767102600000,
  ],
};
