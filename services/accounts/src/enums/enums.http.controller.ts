import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';
import { ALL_ENUMS } from './platform-enums';

@ApiTags('accounts: data')
@Controller('generic-apis')
export class EnumsController {
  @Public()
  @Get('all-enum')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Sectors, service categories with CPV codes, regions, company sizes, certifications, account types' })
  all() {
    return ALL_ENUMS;
  }
}
