import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ExpertCriteriaView } from '@jointly/contracts';
import { Roles } from '@jointly/common/auth';
import { RaListRequestDto, ReadOnlyAdminResource, contentRange } from '@jointly/common/http';
import { parseCriteriaAdminQuery } from '../shared/criteria-admin-query';
import { CriteriaIdParamDto } from '../shared/criteria-id.request.dto';
import { GetExpertCriteriaQuery } from './queries/get-expert-criteria/get-expert-criteria.query';
import { ListExpertCriteriaQuery } from './queries/list-expert-criteria/list-expert-criteria.query';

const READ_ONLY =
  'Expert criteria belong to their expert, who edits them in the web app (admins can correct them through PATCH /api/expert-criteria/update/{id}); this resource only reads them.';

/** The console's `expert-criteria` resource (admins, ra-data-simple-rest, read-only): the experts' directory entries and the user page's criteria summary. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/expert-criteria')
@Roles('admin')
export class ExpertCriteriaAdminController extends ReadOnlyAdminResource {
  protected readonly readOnlyMessage = READ_ONLY;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  @Get()
  @ApiOperation({
    summary: 'Expert criteria for the console (Content-Range: expert-criteria start-end/total)',
    description: 'filter: accountId (one or a list), id (getMany), q (headline, expertise tags); sort: id, updatedAt, createdAt.',
  })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ExpertCriteriaView[]> {
    const query = parseCriteriaAdminQuery(params);
    const { items, total } = await this.queries.execute(new ListExpertCriteriaQuery(query));
    reply.header('Content-Range', contentRange('expert-criteria', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One expert’s criteria' })
  get(@Param() { id }: CriteriaIdParamDto): Promise<ExpertCriteriaView> {
    return this.queries.execute(new GetExpertCriteriaQuery(id));
  }
}
