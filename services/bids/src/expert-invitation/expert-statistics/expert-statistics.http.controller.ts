import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExpertBidStatistics } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ExpertStatisticsQuery } from './expert-statistics.query';

@ApiTags('bids')
@ApiBearerAuth()
@Controller('bids')
export class ExpertStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('expert/:id/statistics')
  @ApiOperation({
    summary: "An expert's invitations by status, acceptance rate and active projects (the expert, providers, staff, admins)",
  })
  statistics(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ExpertBidStatistics> {
    return this.queries.execute(new ExpertStatisticsQuery(user, id));
  }
}
