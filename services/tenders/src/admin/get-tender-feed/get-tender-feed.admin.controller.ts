import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { GetTenderFeedQuery } from './get-tender-feed.query';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/tender-feeds')
@Roles('admin')
export class GetTenderFeedAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'One feed' })
  get(@Param('id') id: string) {
    return this.queries.execute(new GetTenderFeedQuery(id));
  }
}
