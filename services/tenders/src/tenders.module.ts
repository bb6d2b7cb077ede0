import { Module } from '@nestjs/common';
import { planLimitsProviders, planUsageController } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { AdminTendersController } from './admin/admin-tenders.admin.controller';
import { AdminTendersReader } from './admin/admin-tenders.reader';
import { contentAdminController } from './admin/content/content-admin.controller';
import { ANNOUNCEMENTS_RESOURCE, EVENTS_RESOURCE, VIDEOS_RESOURCE } from './admin/content/content-resources';
import { ContentRepository } from './admin/content/content.repository';
import { CreateContentHandler } from './admin/content/create-content/create-content.handler';
import { DeleteContentHandler } from './admin/content/delete-content/delete-content.handler';
import { GetContentHandler } from './admin/content/get-content/get-content.handler';
import { ListContentHandler } from './admin/content/list-content/list-content.handler';
import { UpdateContentHandler } from './admin/content/update-content/update-content.handler';
import { TenderFeedStatusReader } from './admin/tender-feed-status.reader';
import { GetTenderFeedAdminController } from './admin/get-tender-feed/get-tender-feed.admin.controller';
import { GetTenderFeedHandler } from './admin/get-tender-feed/get-tender-feed.handler';
import { ListTenderFeedsAdminController } from './admin/list-tender-feeds/list-tender-feeds.admin.controller';
import { ListTenderFeedsHandler } from './admin/list-tender-feeds/list-tender-feeds.handler';
import { CalendarFeedRepository } from './calendar/calendar-feed.repository';
import { GetCalendarFeedHandler } from './calendar/get-calendar-feed/get-calendar-feed.handler';
import { GetCalendarFeedController } from './calendar/get-calendar-feed/get-calendar-feed.http.controller';
import { GetCalendarLinkHandler } from './calendar/get-calendar-link/get-calendar-link.handler';
import { GetCalendarLinkController } from './calendar/get-calendar-link/get-calendar-link.http.controller';
import { RotateCalendarLinkHandler } from './calendar/rotate-calendar-link/rotate-calendar-link.handler';
import { RotateCalendarLinkController } from './calendar/rotate-calendar-link/rotate-calendar-link.http.controller';
import { KeepBookmarksOnBookmarksChanged } from './directory/keep-bookmarks-on-bookmarks-changed.consumer';
import { AddAnnouncementHandler } from './content/add-announcement/add-announcement.handler';
import { AddEventHandler } from './content/add-event/add-event.handler';
import { AddVideoHandler } from './content/add-video/add-video.handler';
import { AnnouncementRepository } from './content/announcement.repository';
import { AnnouncementsController } from './content/announcements.http.controller';
import { DeleteAnnouncementHandler } from './content/delete-announcement/delete-announcement.handler';
import { DeleteEventHandler } from './content/delete-event/delete-event.handler';
import { DeleteVideoHandler } from './content/delete-video/delete-video.handler';
import { EventRepository } from './content/event.repository';
import { EventsController } from './content/events.http.controller';
import { SearchAnnouncementsHandler } from './content/search-announcements/search-announcements.handler';
import { SearchEventsHandler } from './content/search-events/search-events.handler';
import { SearchVideosHandler } from './content/search-videos/search-videos.handler';
import { UpdateAnnouncementHandler } from './content/update-announcement/update-announcement.handler';
import { UpdateEventHandler } from './content/update-event/update-event.handler';
import { UpdateVideoHandler } from './content/update-video/update-video.handler';
import { VideoRepository } from './content/video.repository';
import { VideosController } from './content/videos.http.controller';
import { ViewEventHandler } from './content/view-event/view-event.handler';
import { ViewVideoHandler } from './content/view-video/view-video.handler';
import { FeedIngester } from './feed/feed-ingester';
import { CloseDueTendersJob } from './jobs/close-due-tenders.job';
import { DailyDigestJob } from './saved-search/daily-digest.job';
import { MatchSavedSearchesOnTenderPublished } from './saved-search/match-saved-searches-on-tender-published.consumer';
import { GetAdminTenderHandler } from './admin/get-admin-tender/get-admin-tender.handler';
import { ListAdminTendersHandler } from './admin/list-admin-tenders/list-admin-tenders.handler';
import { CreateSavedSearchHandler } from './saved-search/create-saved-search/create-saved-search.handler';
import { DeleteSavedSearchHandler } from './saved-search/delete-saved-search/delete-saved-search.handler';
import { GetSavedSearchHandler } from './saved-search/get-saved-search/get-saved-search.handler';
import { ListSavedSearchesHandler } from './saved-search/list-saved-searches/list-saved-searches.handler';
import { RunSavedSearchHandler } from './saved-search/run-saved-search/run-saved-search.handler';
import { UpdateSavedSearchHandler } from './saved-search/update-saved-search/update-saved-search.handler';
import { SavedSearchController } from './saved-search/saved-search.http.controller';
import { SavedSearches, countSavedSearchesWithAlerts } from './saved-search/saved-searches';
import { CachedTenderSearch } from './search/cached-tender-search';
import { SearchController } from './search/search.http.controller';
import { SearchTendersHandler } from './search/search-tenders.query';
import { SearchIndexesService } from './search/in-memory/search-indexes.service';
import { SearchReadDatabase, TENDER_SEARCH_PROVIDER } from './search/tender-search.provider';
import { DemoSeeder } from './seed/demo-seeder';
import { TenderDocumentStorage } from './tender/document-storage';
import { DownloadTenderDocumentController } from './tender/download-tender-document/download-tender-document.http.controller';
import { DownloadTenderDocumentHandler } from './tender/download-tender-document/download-tender-document.handler';
import { FetchMultipleTendersController } from './tender/fetch-multiple-tenders/fetch-multiple-tenders.http.controller';
import { FetchMultipleTendersHandler } from './tender/fetch-multiple-tenders/fetch-multiple-tenders.handler';
import { GetTenderController } from './tender/get-tender/get-tender.http.controller';
import { GetTenderHandler } from './tender/get-tender/get-tender.handler';
import { GetTenderAggregateController } from './tender/get-tender-aggregate/get-tender-aggregate.http.controller';
import { GetTenderAggregateHandler } from './tender/get-tender-aggregate/get-tender-aggregate.handler';
import { ListTendersWithoutLinksController } from './tender/list-tenders-without-links/list-tenders-without-links.http.controller';
import { ListTendersWithoutLinksHandler } from './tender/list-tenders-without-links/list-tenders-without-links.handler';
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
    GetTenderController,
    FetchMultipleTendersController,
    GetTenderAggregateController,
    ListTendersWithoutLinksController,
    DownloadTenderDocumentController,
    UpdateTenderController,
    SavedSearchController,
    GetCalendarLinkController,
    RotateCalendarLinkController,
    GetCalendarFeedController,
    EventsController,
    VideosController,
    AnnouncementsController,
    AdminTendersController,
    ListTenderFeedsAdminController,
    GetTenderFeedAdminController,
    contentAdminController(EVENTS_RESOURCE),
    contentAdminController(VIDEOS_RESOURCE),
    contentAdminController(ANNOUNCEMENTS_RESOURCE),
    planUsageController('tenders', { savedSearchAlerts: countSavedSearchesWithAlerts }),
  ],
  providers: [
    SearchReadDatabase,
    SearchIndexesService,
    TENDER_SEARCH_PROVIDER,
    CachedTenderSearch,
    SearchTendersHandler,
    TenderRepository,
    TenderDocumentStorage,
    UpdateTenderHandler,
    GetTenderHandler,
    FetchMultipleTendersHandler,
    GetTenderAggregateHandler,
    ListTendersWithoutLinksHandler,
    DownloadTenderDocumentHandler,
    ListTenderFeedsHandler,
    GetTenderFeedHandler,
    ListAdminTendersHandler,
    GetAdminTenderHandler,
    CreateSavedSearchHandler,
    UpdateSavedSearchHandler,
    DeleteSavedSearchHandler,
    ListSavedSearchesHandler,
    GetSavedSearchHandler,
    RunSavedSearchHandler,
    SavedSearches,
    MatchSavedSearchesOnTenderPublished,
    KeepBookmarksOnBookmarksChanged,
    CalendarFeedRepository,
    GetCalendarLinkHandler,
    RotateCalendarLinkHandler,
    GetCalendarFeedHandler,
    EventRepository,
    SearchEventsHandler,
    ViewEventHandler,
    AddEventHandler,
    UpdateEventHandler,
    DeleteEventHandler,
    VideoRepository,
    SearchVideosHandler,
    ViewVideoHandler,
    AddVideoHandler,
    UpdateVideoHandler,
    DeleteVideoHandler,
    AnnouncementRepository,
    SearchAnnouncementsHandler,
    AddAnnouncementHandler,
    UpdateAnnouncementHandler,
    DeleteAnnouncementHandler,
    ContentRepository,
    ListContentHandler,
    GetContentHandler,
    CreateContentHandler,
    UpdateContentHandler,
    DeleteContentHandler,
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
