import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ExpertMatchResult } from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { FindEligibilityExpertsQuery } from './find-eligibility-experts.query';

@ApiTags('expert-criteria')
@ApiBearerAuth()
@Controller('expert-criteria')
export class FindEligibilityExpertsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('eligibility-experts/:accountId')
  @ApiParam({ name: 'accountId', format: 'uuid' })
  @ApiOperation({
    summary:
      'The 20 experts that best close a provider’s gaps in the tenders it is nearly eligible for (rated 40–79), each with up to 3 ' +
      'of those tenders; the provider, its company, admins',
  })
  find(@CurrentUser() user: AuthenticatedUser, @Param('accountId') accountId: string): Promise<ExpertMatchResult> {
    return this.queries.execute(new FindEligibilityExpertsQuery(user, accountId));
  }
}
