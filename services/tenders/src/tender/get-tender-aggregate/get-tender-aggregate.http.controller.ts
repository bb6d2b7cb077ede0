import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@jointly/common/auth';
import { GetTenderAggregateQuery } from './get-tender-aggregate.query';

@ApiTags('tenders')
@Controller('tender')
export class GetTenderAggregateController {
  constructor(private readonly queries: QueryBus) {}

  @Get('tender-aggregate')
  @OptionalAuth()
  @ApiOperation({ summary: 'Counts by status, category (CPV division), region and value band, and open tenders closing this week' })
  aggregate() {
    return this.queries.execute(new GetTenderAggregateQuery());
  }
}
