import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '@jointly/common/auth';
import { contentRange, type RaListParams } from '@jointly/common/http';
import { ListTenderFeedsQuery } from './list-tender-feeds.query';

/** The console's `tender-feeds` resource (read-only, admins): import status of the configured OCDS feeds. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/tender-feeds')
@Roles('admin')
export class ListTenderFeedsAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'One row per configured feed (TENDER_FEED_URLS): cursor, last run, last error, next run, running' })
  async list(@Query() params: RaListParams, @Res({ passthrough: true }) reply: FastifyReply) {
    const { items, total, offset } = await this.queries.execute(new ListTenderFeedsQuery(params));
    reply.header('Content-Range', contentRange('tender-feeds', offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }
}
