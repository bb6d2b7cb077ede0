import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requireFound } from '../content-query';
import { VideoRepository, videoView, type VideoView } from '../video.repository';

export class ViewVideoQuery {
  constructor(readonly id: string) {}
}

/** GET /videos/view/{id}; 404 for an unknown id. */
@QueryHandler(ViewVideoQuery)
export class ViewVideoHandler implements IQueryHandler<ViewVideoQuery, VideoView> {
  constructor(private readonly videos: VideoRepository) {}

  async execute({ id }: ViewVideoQuery): Promise<VideoView> {
    return videoView(requireFound((await this.videos.findById(id)) ?? undefined, 'video', id));
  }
}
