import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ExpertMatchResult } from '@jointly/contracts';
import { FindTenderBasedExpertsQuery } from './find-tender-based-experts.query';

@ApiTags('expert-criteria')
@ApiBearerAuth()
@Controller('expert-criteria')
export class FindTenderBasedExpertsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('tender-based-experts/:tenderId')
  @ApiParam({ name: 'tenderId', format: 'uuid' })
  @ApiOperation({
    summary: 'The 20 experts that fit a tender best (any signed-in user): by sector, region, availability and experience, with reasons',
  })
  find(@Param('tenderId') tenderId: string): Promise<ExpertMatchResult> {
    return this.queries.execute(new FindTenderBasedExpertsQuery(tenderId));
  }
}
