import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenderCriteriaCheckResult } from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { CheckTenderCriteriaStatusQuery } from './check-tender-criteria-status.query';
import { CheckTenderCriteriaStatusRequestDto } from './check-tender-criteria-status.request.dto';

@ApiTags('tender-criteria')
@ApiBearerAuth()
@Controller('tender-criteria')
export class CheckTenderCriteriaStatusHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('check-status')
  @ApiOperation({
    summary: 'How an account fits tender criteria: rating, band, breakdown per requirement and gaps',
    description:
      'tenderCriteria = criteria id, or a tender id (derived criteria, or the best-fitting lot). Own account, your company’s, any for admins.',
  })
  check(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { tenderCriteria, account }: CheckTenderCriteriaStatusRequestDto,
  ): Promise<TenderCriteriaCheckResult> {
    return this.queries.execute(new CheckTenderCriteriaStatusQuery(user, tenderCriteria, account));
  }
}
