import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser, OptionalAuth, RequiresPower } from '@jointly/common/auth';
import { CreateVideoRequestDto, UpdateVideoRequestDto } from './content.request.dto';
import { AddVideoCommand } from './add-video/add-video.handler';
import { DeleteVideoCommand } from './delete-video/delete-video.handler';
import { SearchVideosQuery } from './search-videos/search-videos.handler';
import { UpdateVideoCommand } from './update-video/update-video.handler';
import type { VideoView } from './video.view';
import { ViewVideoQuery } from './view-video/view-video.handler';
import { ApiQueryParameters, TEXT_QUERY, CONTENT_PAGING } from '../search/query-parameters';

/** Help videos (spec: GET /videos/search → { foundVideos, count }); admins manage them. */
@ApiTags('tenders: videos')
@Controller('videos')
export class VideosController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Videos, newest first; keywords and tag' })
  @ApiQueryParameters(['query', TEXT_QUERY, 'Keywords (web-search syntax)'], ['tag', TEXT_QUERY], ...CONTENT_PAGING)
  async search(@Query() raw: Record<string, unknown>) {
    return this.queries.execute(new SearchVideosQuery(raw));
  }

  @Get('view/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'One video' })
  async viewOne(@Param('id') id: string) {
    return this.queries.execute<ViewVideoQuery, VideoView>(new ViewVideoQuery(id));
  }

  @Post('add')
  @RequiresPower('content')
  @ApiBearerAuth()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a video (admins, or staff granted the content power)' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateVideoRequestDto) {
    const video = await this.commands.execute<AddVideoCommand, VideoView>(new AddVideoCommand(dto, user.id));
    return { video, message: 'Video added' };
  }

  @Patch('update/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Edit a video (admins, or staff granted the content power)' })
  async update(@Param('id') id: string, @Body() dto: UpdateVideoRequestDto) {
    const video = await this.commands.execute<UpdateVideoCommand, VideoView>(new UpdateVideoCommand(id, dto));
    return { video, message: 'Video updated' };
  }

  @Delete('delete/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a video (admins, or staff granted the content power); answers the deleted video' })
  async remove(@Param('id') id: string) {
    const video = await this.commands.execute<DeleteVideoCommand, VideoView>(new DeleteVideoCommand(id));
    return { video, message: 'Video deleted' };
  }
}
