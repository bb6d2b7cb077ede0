import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PartnerView } from '../partner.entity';
import { ListPartnersQuery } from './list-partners.handler';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class ListPartnersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('all')
  @ApiOperation({ summary: 'Approved consortium partners' })
  all(): Promise<{ foundTalents: PartnerView[]; count: number }> {
    return this.queries.execute(new ListPartnersQuery());
  }
}
