import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { MethodNotAllowedError } from '@jointly/common/errors';
import { contentRange, RaListRequestDto } from '@jointly/common/http';
import { uuidParam } from '../../shared/routes';
import { parseUserListQuery } from '../admin-list-query';
import type { AdminUserRecord as AdminUserView } from '@jointly/contracts';
import { GetUserQuery } from './get-user/get-user.handler';
import { ListUsersQuery } from './list-users/list-users.handler';
import { SetUserStatusCommand } from './set-user-status/set-user-status.handler';

/**
 * The console's `users` resource in the ra-data-simple-rest dialect (admins only). One controller for the resource
 * (react-admin calls one path); each call is a query or a command in its own folder.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Roles('admin')
export class UsersAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Users for the console (Content-Range: users start-end/total)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminUserView[]> {
    const query = parseUserListQuery(params);
    const { items, total } = await this.queries.execute<ListUsersQuery, { items: AdminUserView[]; total: number }>(
      new ListUsersQuery(query),
    );
    reply.header('Content-Range', contentRange('users', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user with their company name' })
  get(@Param('id', uuidParam('id')) id: string): Promise<AdminUserView> {
    return this.queries.execute(new GetUserQuery(id));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Suspend (status "suspended", ends every session) or reactivate (status "active"); answers the record' })
  update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', uuidParam('id')) id: string,
    @Body() body: Record<string, unknown>,
  ): Promise<AdminUserView> {
    return this.commands.execute(new SetUserStatusCommand(admin, id, body ?? {}));
  }

  @Post()
  @HttpCode(405)
  create(): never {
    throw new MethodNotAllowedError('Users sign up themselves; the console cannot create them.');
  }

  @Delete(':id')
  @HttpCode(405)
  remove(): never {
    throw new MethodNotAllowedError('Users cannot be deleted from the console; suspend the account instead.');
  }
}
