import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { BusinessInfoView } from '../business-info.view';
import { GetLatestBusinessInfoQuery } from './get-latest-business-info.handler';

/** GET /business-info/latest. */
@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller('business-info')
export class GetLatestBusinessInfoController {
  constructor(private readonly queries: QueryBus) {}

  @Get('latest')
  @ApiOperation({ summary: 'The latest business facts recorded for the caller’s company' })
  latest(@CurrentUser() user: AuthenticatedUser): Promise<{ businessInfo: BusinessInfoView | null }> {
    return this.queries.execute(new GetLatestBusinessInfoQuery(user.companyId));
  }
}
