import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CreateVideoRequestDto } from '../content.request.dto';
import { VideoRepository, videoView, type VideoView } from '../video.repository';

export class AddVideoCommand {
  constructor(
    readonly dto: CreateVideoRequestDto,
    readonly actorId: string,
  ) {}
}

/** POST /videos/add. */
@CommandHandler(AddVideoCommand)
export class AddVideoHandler implements ICommandHandler<AddVideoCommand, VideoView> {
  constructor(private readonly videos: VideoRepository) {}

  async execute({ dto, actorId }: AddVideoCommand): Promise<VideoView> {
    const row = await this.videos.insert({
      title: dto.title.trim(),
      description: dto.description ?? null,
      url: dto.url,
      thumbnailUrl: dto.thumbnailUrl ?? null,
      durationSeconds: dto.durationSeconds ?? null,
      tags: dto.tags ?? [],
      publishedAt: dto.publishedAt ?? null,
      createdBy: actorId,
    });
    return videoView(row);
  }
}
