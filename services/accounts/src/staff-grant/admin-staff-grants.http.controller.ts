import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { STAFF_POWERS } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { MethodNotAllowedError } from '@jointly/common/errors';
import { RaListRequestDto } from '@jointly/common/http';
import { uuidParam } from '../profile/profile.http.controller';
import type { StaffGrantView } from './staff-grant.entity';
import { StaffGrants } from './staff-grants';

export class GrantStaffPowerRequestDto {
  @ApiProperty({ description: 'The staff account to grant the power to' })
  @IsUUID('all', { message: 'accountId must be an account id (UUID)' })
  accountId!: string;

  @ApiProperty({ enum: STAFF_POWERS })
  @IsIn(STAFF_POWERS as unknown as string[], { message: `power must be one of ${STAFF_POWERS.join(', ')}` })
  power!: string;
}

/**
 * The console's `staff-grants` resource (ra-data-simple-rest, admins only): the platform-wide powers admins granted
 * to staff accounts. Create grants, delete revokes; both are audited and reach every service as StaffPowersChanged.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/staff-grants')
@Roles('admin')
export class AdminStaffGrantsResourceController {
  constructor(private readonly grants: StaffGrants) {}

  @Get()
  @ApiOperation({ summary: 'Staff grants (filter accountId, power; Content-Range: staff-grants start-end/total)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StaffGrantView[]> {
    const { items, total, contentRange } = await this.grants.list(params);
    reply.header('Content-Range', contentRange);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff grant' })
  get(@Param('id', uuidParam('id')) id: string): Promise<StaffGrantView> {
    return this.grants.get(id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Grant a staff account a platform-wide power (400 not staff, 404 unknown account, 409 held already)' })
  create(@CurrentUser() admin: AuthenticatedUser, @Body() body: GrantStaffPowerRequestDto): Promise<StaffGrantView> {
    return this.grants.grant(admin, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke the grant (effective from the next request); answers the revoked grant' })
  remove(@CurrentUser() admin: AuthenticatedUser, @Param('id', uuidParam('id')) id: string): Promise<StaffGrantView> {
    return this.grants.revoke(admin, id);
  }

  @Put(':id')
  @HttpCode(405)
  update(): never {
    throw new MethodNotAllowedError('A grant cannot be changed; revoke it and grant another power.');
  }
}
