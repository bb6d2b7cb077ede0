import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { parseContentQuery } from '../content-query';
import { AnnouncementRepository, announcementView, type AnnouncementView } from '../announcement.repository';

export class SearchAnnouncementsQuery {
  constructor(
    /** The reader (undefined for a guest). */
    readonly user: AuthenticatedUser | undefined,
    /** The raw query string parameters (checked here by the content query parser). */
    readonly raw: Record<string, unknown>,
  ) {}
}

export interface FoundAnnouncements {
  foundAnnouncements: AnnouncementView[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/**
 * GET /announcement/search: pinned first, then newest; each reader sees those for everyone and for their account type
 * (admins all); scheduled ones (publishedAt in the future) only admins see.
 */
@QueryHandler(SearchAnnouncementsQuery)
export class SearchAnnouncementsHandler implements IQueryHandler<SearchAnnouncementsQuery, FoundAnnouncements> {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async execute({ user, raw }: SearchAnnouncementsQuery): Promise<FoundAnnouncements> {
    const q = parseContentQuery(raw);
    const audience = user?.role === 'admin' ? null : (user?.role ?? 'all');
    const { rows, count } = await this.announcements.search({ audience, keywords: q.keywords, page: q.page, limit: q.limit });
    return { foundAnnouncements: rows.map(announcementView), count, currentPage: q.page, totalPages: Math.ceil(count / q.limit) };
  }
}
