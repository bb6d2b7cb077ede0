import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminConsortiumRecord } from '@jointly/contracts';
import { Roles } from '@jointly/common/auth';
import { RaListRequestDto, ReadOnlyAdminResource, contentRange } from '@jointly/common/http';
import { parseAdminConsortiumListQuery } from '../admin-consortium-list-query';
import { ListConsortiumsQuery } from './list-consortiums.query';

const READ_ONLY = 'Consortiums are run by their member companies; the console shows them read-only.';

/** The console's read-only `consortiums` resource (admins, ra-data-simple-rest); writes answer 405. One is get-consortium. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/consortiums')
@Roles('admin')
export class ListConsortiumsAdminController extends ReadOnlyAdminResource {
  protected readonly readOnlyMessage = READ_ONLY;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  @Get()
  @ApiOperation({
    summary: 'Consortiums for the console (Content-Range: consortiums start-end/total)',
    description:
      'filter: q (name, description, member company names), companyId (member), createdFrom, createdTo, id; sort: id, name, createdAt, memberCount, pendingRequests, bidCount, leadCompanyName.',
  })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminConsortiumRecord[]> {
    const query = parseAdminConsortiumListQuery(params);
    const { items, total } = await this.queries.execute(new ListConsortiumsQuery(query));
    reply.header('Content-Range', contentRange('consortiums', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }
}
