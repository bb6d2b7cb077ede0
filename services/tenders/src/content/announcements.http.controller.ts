import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser, OptionalAuth, RequiresPower } from '@jointly/common/auth';
import { CreateAnnouncementRequestDto, UpdateAnnouncementRequestDto } from './content.request.dto';
import { AddAnnouncementCommand } from './add-announcement/add-announcement.handler';
import type { AnnouncementView } from './announcement.view';
import { DeleteAnnouncementCommand } from './delete-announcement/delete-announcement.handler';
import { SearchAnnouncementsQuery } from './search-announcements/search-announcements.handler';
import { UpdateAnnouncementCommand } from './update-announcement/update-announcement.handler';
import { ApiQueryParameters, TEXT_QUERY, CONTENT_PAGING } from '../search/query-parameters';

/**
 * Announcements (spec: GET /announcement/search?limit&page → { foundAnnouncements, count }, page 1 and size 10 by
 * default): pinned first, then newest; each reader sees those for everyone and for their account type (admins all);
 * scheduled ones (publishedAt in the future) only admins see.
 */
@ApiTags('tenders: announcements')
@Controller('announcement')
export class AnnouncementsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Announcements for the caller, pinned first then newest' })
  @ApiQueryParameters(['query', TEXT_QUERY, 'Words in the title or text'], ...CONTENT_PAGING)
  async search(@CurrentUser() user: AuthenticatedUser | undefined, @Query() raw: Record<string, unknown>) {
    return this.queries.execute(new SearchAnnouncementsQuery(user, raw));
  }

  @Post('add')
  @RequiresPower('content')
  @ApiBearerAuth()
  @HttpCode(201)
  @ApiOperation({ summary: 'Publish an announcement (admins, or staff granted the content power)' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateAnnouncementRequestDto) {
    const announcement = await this.commands.execute<AddAnnouncementCommand, AnnouncementView>(new AddAnnouncementCommand(dto, user.id));
    return { announcement, message: 'Announcement published' };
  }

  @Patch('update/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Edit an announcement (admins, or staff granted the content power)' })
  async update(@Param('id') id: string, @Body() dto: UpdateAnnouncementRequestDto) {
    const announcement = await this.commands.execute<UpdateAnnouncementCommand, AnnouncementView>(new UpdateAnnouncementCommand(id, dto));
    return { announcement, message: 'Announcement updated' };
  }

  @Delete('delete/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete an announcement (admins, or staff granted the content power); answers the deleted announcement' })
  async remove(@Param('id') id: string) {
    const announcement = await this.commands.execute<DeleteAnnouncementCommand, AnnouncementView>(new DeleteAnnouncementCommand(id));
    return { announcement, message: 'Announcement deleted' };
  }
}
