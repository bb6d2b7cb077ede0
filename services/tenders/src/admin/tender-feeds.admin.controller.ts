import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { contentRange, type RaListParams } from '@jointly/common/http';
import { filterText, listInMemory } from '@jointly/common/ops';
import { TenderFeedStatusReader, type TenderFeedStatus } from './tender-feed-status.reader';

/** The console's `tender-feeds` resource (read-only, admins): import status of the configured OCDS feeds. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/tender-feeds')
@Roles('admin')
export class TenderFeedsAdminController {
  constructor(private readonly feeds: TenderFeedStatusReader) {}

  @Get()
  @ApiOperation({ summary: 'One row per configured feed (TENDER_FEED_URLS): cursor, last run, last error, next run, running' })
  async list(@Query() params: RaListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<TenderFeedStatus[]> {
    const { items, total, offset } = listInMemory(await this.feeds.list(), params, {
      sortFields: ['source', 'lastRunAt', 'lastSuccessAt', 'nextRunAt', 'kind'],
      defaultSort: { field: 'source', order: 'ASC' },
      filters: {
        kind: (value) => {
          const kind = filterText('kind', value, ['feed', 'import', 'demo']);
          return (feed) => feed.kind === kind;
        },
        running: (value) => {
          if (value !== true && value !== false && value !== 'true' && value !== 'false')
            throw new InvalidInputError('filter running must be true or false.', 'REQUEST.INVALID_LIST_QUERY');
          const running = value === true || value === 'true';
          return (feed) => feed.running === running;
        },
      },
    });
    reply.header('Content-Range', contentRange('tender-feeds', offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One feed' })
  get(@Param('id') id: string): Promise<TenderFeedStatus> {
    return this.feeds.get(id);
  }
}
