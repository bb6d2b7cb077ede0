import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@jointly/common/auth';
import { GetTenderQuery } from './get-tender.query';

@ApiTags('tenders')
@Controller('tender')
export class GetTenderController {
  constructor(private readonly queries: QueryBus) {}

  @Get('view/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'One tender with everything known about it (by id or ocid)' })
  view(@Param('id') id: string) {
    return this.queries.execute(new GetTenderQuery(id));
  }
}
