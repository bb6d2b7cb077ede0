import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError } from '@jointly/common/errors';
import { isUuidParam, requireFound } from '../content-query';
import type { UpdateVideoRequestDto } from '../content.request.dto';
import { VIDEO_FIELDS, VideoRepository, videoView, type VideoView } from '../video.repository';

export class UpdateVideoCommand {
  constructor(
    readonly id: string,
    readonly dto: UpdateVideoRequestDto,
  ) {}
}

/** PATCH /videos/update/{id}: writes the fields sent; 404 for an unknown video, 400 when nothing would change. */
@CommandHandler(UpdateVideoCommand)
export class UpdateVideoHandler implements ICommandHandler<UpdateVideoCommand, VideoView> {
  constructor(private readonly videos: VideoRepository) {}

  async execute({ id, dto }: UpdateVideoCommand): Promise<VideoView> {
    if (isUuidParam(id) && !Object.keys(VIDEO_FIELDS).some((field) => (dto as Record<string, unknown>)[field] !== undefined))
      throw new InvalidInputError(
        `Nothing to change: send at least one of ${Object.keys(VIDEO_FIELDS).join(', ')}.`,
        'VIDEO.NOTHING_TO_CHANGE',
      );
    return videoView(requireFound((await this.videos.update(id, dto as Record<string, unknown>)) ?? undefined, 'video', id));
  }
}
