import { Controller, Get, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProviderEligibilityDashboard, UserEligibilityResult, UserEligibilityResultPage } from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { AccountIdParamDto } from './account-id.request.dto';
import { CheckAllEligibilityCommand } from './commands/check-all-eligibility/check-all-eligibility.command';
import { GetProviderDashboardQuery } from './queries/get-provider-dashboard/get-provider-dashboard.query';
import {
  ELIGIBILITY_RESULT_DEFAULT_LIMIT,
  EligibilityResultPageRequestDto,
} from './queries/get-user-eligibility-result/eligibility-result-page.request.dto';
import { GetUserEligibilityResultQuery } from './queries/get-user-eligibility-result/get-user-eligibility-result.query';

/** /api/user-eligibility-result: stored ratings of open tenders by band (spec §3), recalculation now, the dashboard. */
@ApiTags('user-eligibility-result')
@ApiBearerAuth()
@Controller('user-eligibility-result')
export class EligibilityResultHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('provider-dashboard')
  @ApiOperation({ summary: 'The caller’s open tenders per band and the ten best rated (title, buyer, closing date, rating)' })
  dashboard(@CurrentUser() user: AuthenticatedUser): Promise<ProviderEligibilityDashboard> {
    return this.queries.execute(new GetProviderDashboardQuery(user));
  }

  @Get('check-all/:accountId')
  @ApiOperation({ summary: 'Recalculate the account’s ratings of every open tender now; answers them by band' })
  checkAll(@CurrentUser() user: AuthenticatedUser, @Param() { accountId }: AccountIdParamDto): Promise<UserEligibilityResult> {
    return this.commands.execute(new CheckAllEligibilityCommand(user, accountId));
  }

  @Get(':accountId')
  @ApiOperation({
    summary: 'The account’s ratings of open tenders by band: own account, your company’s, any for admins',
    description: 'With band, page or limit: one page of the list (best first) with the counts per band.',
  })
  result(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { accountId }: AccountIdParamDto,
    @Query() { band, page, limit }: EligibilityResultPageRequestDto,
  ): Promise<UserEligibilityResult | UserEligibilityResultPage> {
    const paged = band !== undefined || page !== undefined || limit !== undefined;
    const request = paged ? { band: band ?? 'All', page: page ?? 1, limit: limit ?? ELIGIBILITY_RESULT_DEFAULT_LIMIT } : undefined;
    return this.queries.execute(new GetUserEligibilityResultQuery(user, accountId, request));
  }
}
