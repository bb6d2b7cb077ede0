import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { SignupStatsQuery, type SignupWeek } from './signup-stats.handler';
import { SignupStatsRequestDto } from './signup-stats.request.dto';

/** The console dashboard's sign-ups per week by account type (admins). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class SignupStatsAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('signups')
  @ApiOperation({ summary: 'Accounts created per ISO week (UTC) by type, oldest week first; weeks without sign-ups are zeros' })
  signups(@Query() query: SignupStatsRequestDto): Promise<SignupWeek[]> {
    return this.queries.execute(new SignupStatsQuery(query.weeks ?? 12));
  }
}
