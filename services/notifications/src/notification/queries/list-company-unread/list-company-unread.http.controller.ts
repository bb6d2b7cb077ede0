import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { ListCompanyUnreadQuery, type CompanyUnread } from './list-company-unread.query';
import { CompanyIdParamDto, UnreadQueryDto } from './list-company-unread.request.dto';

@ApiTags('notification')
@ApiBearerAuth()
@Controller('notification')
export class ListCompanyUnreadHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unread/:id')
  @ApiOperation({ summary: "Unread notifications of a company's members, with their count (members of the company or an admin)" })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: CompanyIdParamDto,
    @Query() { limit = 50 }: UnreadQueryDto,
  ): Promise<CompanyUnread> {
    return this.queries.execute(new ListCompanyUnreadQuery(user, id, limit));
  }
}
