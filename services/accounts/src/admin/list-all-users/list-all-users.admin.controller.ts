import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { ListAllUsersQuery, type AllUsersPage } from './list-all-users.handler';
import { ListAllUsersRequestDto } from './list-all-users.request.dto';

/** GET /admin/all-users: every account, newest first (admins). */
@ApiTags('accounts: admin')
@ApiBearerAuth()
@Controller('admin')
export class ListAllUsersAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('all-users')
  @Roles('admin')
  @ApiOperation({ summary: 'Every account with search, type filter and paging (admins)' })
  allUsers(@Query() q: ListAllUsersRequestDto): Promise<AllUsersPage> {
    return this.queries.execute(new ListAllUsersQuery(q.page ?? 1, q.limit ?? 50, q.accountType, q.query));
  }
}
