import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CreateAnnouncementRequestDto } from '../content.request.dto';
import { AnnouncementRepository, announcementView, type AnnouncementView } from '../announcement.repository';

export class AddAnnouncementCommand {
  constructor(
    readonly dto: CreateAnnouncementRequestDto,
    readonly actorId: string,
  ) {}
}

/** POST /announcement/add: for everyone unless an audience is given, unpinned, published now unless scheduled. */
@CommandHandler(AddAnnouncementCommand)
export class AddAnnouncementHandler implements ICommandHandler<AddAnnouncementCommand, AnnouncementView> {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async execute({ dto, actorId }: AddAnnouncementCommand): Promise<AnnouncementView> {
    const row = await this.announcements.insert({
      title: dto.title.trim(),
      body: dto.body,
      audience: dto.audience ?? 'all',
      pinned: dto.pinned ?? false,
      publishedAt: dto.publishedAt ?? null,
      createdBy: actorId,
    });
    return announcementView(row);
  }
}
