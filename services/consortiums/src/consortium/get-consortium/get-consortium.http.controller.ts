import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { GetConsortiumQuery } from './get-consortium.query';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class GetConsortiumController {
  constructor(private readonly queries: QueryBus) {}

  @Get('view/:id')
  @ApiOperation({ summary: 'A consortium with its members (member companies and admins)' })
  view(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ConsortiumView> {
    return this.queries.execute(new GetConsortiumQuery(user, id));
  }
}
