import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';
import type { ALL_ENUMS } from '../platform-enums';
import { GetEnumsQuery } from './get-enums.handler';

@ApiTags('accounts: data')
@Controller('generic-apis')
export class GetEnumsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('all-enum')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Sectors, service categories with CPV codes, regions, company sizes, certifications, account types' })
  all(): Promise<typeof ALL_ENUMS> {
    return this.queries.execute(new GetEnumsQuery());
  }
}
