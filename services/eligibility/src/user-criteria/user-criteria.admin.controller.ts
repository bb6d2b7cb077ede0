import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { UserCriteriaView } from '@jointly/contracts';
import { Roles } from '@jointly/common/auth';
import { RaListRequestDto, ReadOnlyAdminResource, contentRange } from '@jointly/common/http';
import { parseCriteriaAdminQuery } from '../shared/criteria-admin-query';
import { CriteriaIdParamDto } from '../shared/criteria-id.request.dto';
import { GetUserCriteriaQuery } from './queries/get-user-criteria/get-user-criteria.query';
import { ListUserCriteriaQuery } from './queries/list-user-criteria/list-user-criteria.query';

const READ_ONLY = 'User criteria belong to their provider, who edits them in the web app; the console only reads them.';

/** The console's `user-criteria` resource (admins, ra-data-simple-rest, read-only): the user page's criteria summary. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/user-criteria')
@Roles('admin')
export class UserCriteriaAdminController extends ReadOnlyAdminResource {
  protected readonly readOnlyMessage = READ_ONLY;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  @Get()
  @ApiOperation({
    summary: 'User criteria for the console (Content-Range: user-criteria start-end/total)',
    description: 'filter: accountId (one or a list), id (getMany), q (service categories, certifications); sort: id, updatedAt, createdAt.',
  })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserCriteriaView[]> {
    const query = parseCriteriaAdminQuery(params);
    const { items, total } = await this.queries.execute(new ListUserCriteriaQuery(query));
    reply.header('Content-Range', contentRange('user-criteria', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One provider’s criteria' })
  get(@Param() { id }: CriteriaIdParamDto): Promise<UserCriteriaView> {
    return this.queries.execute(new GetUserCriteriaQuery(id));
  }
}
