import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { requireFound } from '../content-query';
import { VideoRepository, videoView, type VideoView } from '../video.repository';

export class DeleteVideoCommand {
  constructor(readonly id: string) {}
}

/** DELETE /videos/delete/{id}: answers the deleted video; 404 for an unknown id. */
@CommandHandler(DeleteVideoCommand)
export class DeleteVideoHandler implements ICommandHandler<DeleteVideoCommand, VideoView> {
  constructor(private readonly videos: VideoRepository) {}

  async execute({ id }: DeleteVideoCommand): Promise<VideoView> {
    return videoView(requireFound((await this.videos.delete(id)) ?? undefined, 'video', id));
  }
}
