import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { MethodNotAllowedError } from '@jointly/common/errors';
import { RaListRequestDto } from '@jointly/common/http';
import { uuidParam } from '../shared/routes';
import { GetStaffGrantQuery } from './get-staff-grant/get-staff-grant.handler';
import { GrantStaffPowerCommand } from './grant-staff-power/grant-staff-power.handler';
import { GrantStaffPowerRequestDto } from './grant-staff-power/grant-staff-power.request.dto';
import { ListStaffGrantsQuery, type StaffGrantPage } from './list-staff-grants/list-staff-grants.handler';
import { RevokeStaffPowerCommand } from './revoke-staff-power/revoke-staff-power.handler';
import type { StaffGrantView } from './staff-grant.entity';

/**
 * The console's `staff-grants` resource (ra-data-simple-rest, admins only): the platform-wide powers admins granted
 * to staff accounts. Create grants, delete revokes; both are audited and reach every service as StaffPowersChanged.
 * One controller for the resource; each call is a query or a command in its own folder.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/staff-grants')
@Roles('admin')
export class StaffGrantsAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Staff grants (filter accountId, power; Content-Range: staff-grants start-end/total)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffGrantView[]> {
    const { items, total, contentRange } = await this.queries.execute<ListStaffGrantsQuery, StaffGrantPage>(
      new ListStaffGrantsQuery(params),
    );
    reply.header('Content-Range', contentRange);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff grant' })
  get(@Param('id', uuidParam('id')) id: string): Promise<StaffGrantView> {
    return this.queries.execute(new GetStaffGrantQuery(id));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Grant a staff account a platform-wide power (400 not staff, 404 unknown account, 409 held already)' })
  create(@CurrentUser() admin: AuthenticatedUser, @Body() body: GrantStaffPowerRequestDto): Promise<StaffGrantView> {
    return this.commands.execute(new GrantStaffPowerCommand(admin, body.accountId, body.power));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke the grant (effective from the next request); answers the revoked grant' })
  remove(@CurrentUser() admin: AuthenticatedUser, @Param('id', uuidParam('id')) id: string): Promise<StaffGrantView> {
    return this.commands.execute(new RevokeStaffPowerCommand(admin, id));
  }

  @Put(':id')
  @HttpCode(405)
  update(): never {
    throw new MethodNotAllowedError('A grant cannot be changed; revoke it and grant another power.');
  }
}
