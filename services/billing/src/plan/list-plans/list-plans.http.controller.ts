import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanView } from '@jointly/contracts';
import { Public } from '@jointly/common/auth';
import { ListPlansQuery } from './list-plans.query';

@ApiTags('billing')
@Controller('billing/plans')
export class ListPlansController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The plans companies can be on, with their prices and limits (active ones; for comparing)' })
  list(): Promise<PlanView[]> {
    return this.queries.execute(new ListPlansQuery());
  }
}
