import { Module } from '@nestjs/common';
import { planLimitsProviders, planUsageController } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { AdminTendersController } from './admin/admin-tenders.admin.controller';
import { AdminTendersReader } from './admin/admin-tenders.reader';
import { contentAdminController } from './admin/content/content-admin.controller';
import { ANNOUNCEMENTS_RESOURCE, EVENTS_RESOURCE, VIDEOS_RESOURCE } from './admin/content/content-resources';
import { TenderFeedStatusReader } from './admin/tender-feed-status.reader';
import { TenderFeedsAdminController } from './admin/tender-feeds.admin.controller';
import { CalendarController } from './calendar/calendar.http.controller';
import { KeepBookmarksOnBookmarksChanged } from './calendar/keep-bookmarks-on-bookmarks-changed.consumer';
import { AnnouncementsController } from './content/announcements.http.controller';
import { EventsController } from './content/events.http.controller';
import { VideosController } from './content/videos.http.controller';
import { FeedIngester } from './feed/feed-ingester';
import { CloseDueTendersJob } from './jobs/close-due-tenders.job';
import { DailyDigestJob } from './saved-search/daily-digest.job';
import { MatchSavedSearchesOnTenderPublished } from './saved-search/match-saved-searches-on-tender-published.consumer';
import { SavedSearchController } from './saved-search/saved-search.http.controller';
import { SavedSearches, countSavedSearchesWithAlerts } from './saved-search/saved-searches';
import { CachedTenderSearch } from './search/cached-tender-search';
import { SearchController } from './search/search.http.controller';
import { SearchTendersHandler } from './search/search-tenders.query';
import { OpenTenderIndexService } from './search/in-memory/open-tender-index.service';
import { SearchReadDatabase, TENDER_SEARCH_PROVIDER } from './search/tender-search.provider';
import { DemoSeeder } from './seed/demo-seeder';
import { TenderDocumentStorage } from './tender/document-storage';
import { TenderController } from './tender/tender.http.controller';
import { TenderRepository } from './tender/tender.repository';
import { UpdateTenderController } from './tender/update-tender/update-tender.http.controller';
import { UpdateTenderHandler } from './tender/update-tender/update-tender.handler';
import { TENDERS_DATABASE } from './tenders.database';

/**
 * The tenders service: tenders imported from OCDS files and feeds, search with filters and facets, saved searches
 * and alerts (within the company plan's limit, from billing's plan events), the calendar feed of bookmarked tenders, events, videos and announcements. Composition only; the same
 * module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(TENDERS_DATABASE)],
  controllers: [
    SearchController,
    TenderController,
    UpdateTenderController,
    SavedSearchController,
    CalendarController,
    EventsController,
    VideosController,
    AnnouncementsController,
    AdminTendersController,
    TenderFeedsAdminController,
    contentAdminController(EVENTS_RESOURCE),
    contentAdminController(VIDEOS_RESOURCE),
    contentAdminController(ANNOUNCEMENTS_RESOURCE),
    planUsageController('tenders', { savedSearchAlerts: countSavedSearchesWithAlerts }),
  ],
  providers: [
    SearchReadDatabase,
    OpenTenderIndexService,
    TENDER_SEARCH_PROVIDER,
    CachedTenderSearch,
    SearchTendersHandler,
    TenderRepository,
    TenderDocumentStorage,
    UpdateTenderHandler,
    SavedSearches,
    MatchSavedSearchesOnTenderPublished,
    KeepBookmarksOnBookmarksChanged,
    CloseDueTendersJob,
    DailyDigestJob,
    FeedIngester,
    DemoSeeder,
    AdminTendersReader,
    TenderFeedStatusReader,
    ...planLimitsProviders('tenders'),
  ],
})
export class TendersModule {}
