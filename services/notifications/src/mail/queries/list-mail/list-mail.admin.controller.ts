import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '@jointly/common/auth';
import { contentRange, RaListRequestDto } from '@jointly/common/http';
import type { MailLogEntry } from '../../mail-log.view';
import { ListMailQuery } from './list-mail.query';

import { parseMailLogQuery } from './mail-log-query';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/mail')
@Roles('admin')
export class ListMailAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Mail log for the console (react-admin simple-rest list; Content-Range: mail start-end/total)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MailLogEntry[]> {
    const query = parseMailLogQuery(params);
    const { items, total } = await this.queries.execute(new ListMailQuery(query));
    reply.header('Content-Range', contentRange('mail', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }
}
