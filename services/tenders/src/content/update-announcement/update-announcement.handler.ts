import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError } from '@jointly/common/errors';
import { isUuidParam, requireFound } from '../content-query';
import type { UpdateAnnouncementRequestDto } from '../content.request.dto';
import { ANNOUNCEMENT_FIELDS, AnnouncementRepository, announcementView, type AnnouncementView } from '../announcement.repository';

export class UpdateAnnouncementCommand {
  constructor(
    readonly id: string,
    readonly dto: UpdateAnnouncementRequestDto,
  ) {}
}

/** PATCH /announcement/update/{id}: writes the fields sent; 404 for an unknown announcement, 400 when nothing would change. */
@CommandHandler(UpdateAnnouncementCommand)
export class UpdateAnnouncementHandler implements ICommandHandler<UpdateAnnouncementCommand, AnnouncementView> {
  constructor(private readonly announcements: AnnouncementRepository) {}

  async execute({ id, dto }: UpdateAnnouncementCommand): Promise<AnnouncementView> {
    if (isUuidParam(id) && !Object.keys(ANNOUNCEMENT_FIELDS).some((field) => (dto as Record<string, unknown>)[field] !== undefined))
      throw new InvalidInputError(
        `Nothing to change: send at least one of ${Object.keys(ANNOUNCEMENT_FIELDS).join(', ')}.`,
        'ANNOUNCEMENT.NOTHING_TO_CHANGE',
      );
    return announcementView(
      requireFound((await this.announcements.update(id, dto as Record<string, unknown>)) ?? undefined, 'announcement', id),
    );
  }
}
