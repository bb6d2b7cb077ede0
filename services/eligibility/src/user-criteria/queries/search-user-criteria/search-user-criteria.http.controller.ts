import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserCriteriaSearchResult } from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { SearchUserCriteriaQuery } from './search-user-criteria.query';
import { SearchUserCriteriaRequestDto } from './search-user-criteria.request.dto';

@ApiTags('user-criteria')
@ApiBearerAuth()
@Controller('user-criteria')
export class SearchUserCriteriaHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({
    summary: 'User criteria by account (account[0]={id}): your own, your company’s accounts’, or any for admins',
  })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { account, page = 1, limit = 10 }: SearchUserCriteriaRequestDto,
  ): Promise<UserCriteriaSearchResult> {
    return this.queries.execute(new SearchUserCriteriaQuery(user, account, page, limit));
  }
}
