import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { parseContentQuery } from '../content-query';
import { VideoRepository, videoView, type VideoView } from '../video.repository';

export class SearchVideosQuery {
  /** The raw query string parameters (checked here by the content query parser). */
  constructor(readonly raw: Record<string, unknown>) {}
}

export interface FoundVideos {
  foundVideos: VideoView[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/** GET /videos/search: newest first; keywords and tag; paged. */
@QueryHandler(SearchVideosQuery)
export class SearchVideosHandler implements IQueryHandler<SearchVideosQuery, FoundVideos> {
  constructor(private readonly videos: VideoRepository) {}

  async execute({ raw }: SearchVideosQuery): Promise<FoundVideos> {
    const q = parseContentQuery(raw, ['tag']);
    const { rows, count } = await this.videos.search({ keywords: q.keywords, tag: q.raw.tag || null, page: q.page, limit: q.limit });
    return { foundVideos: rows.map(videoView), count, currentPage: q.page, totalPages: Math.ceil(count / q.limit) };
  }
}
