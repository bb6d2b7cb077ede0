import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminConsortiumDetail } from '@jointly/contracts';
import { Roles } from '@jointly/common/auth';
import { GetConsortiumAdminQuery } from './get-consortium.query';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/consortiums')
@Roles('admin')
export class GetConsortiumAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'One consortium with its members, requests and bids (newest first)' })
  get(@Param('id') id: string): Promise<AdminConsortiumDetail> {
    return this.queries.execute(new GetConsortiumAdminQuery(id));
  }
}
