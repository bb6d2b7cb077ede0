import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { requireFound } from '../content-query';
import { AnnouncementRepository, announcementView, type AnnouncementView } from '../announcement.repository';

export class DeleteAnnouncementCommand {
  constructor(readonly id: string) {}
}

/** DELETE /announcement/delete/{id}: answers the deleted announcement; 404 for an unknown id. */
@CommandHandler(DeleteAnnouncementCommand)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncementCommand, AnnouncementView> {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async execute({ id }: DeleteAnnouncementCommand): Promise<AnnouncementView> {
    return announcementView(requireFound((await this.announcements.delete(id)) ?? undefined, 'announcement', id));
  }
}
