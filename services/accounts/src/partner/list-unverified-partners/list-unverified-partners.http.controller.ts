import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import type { PartnerView } from '../partner.entity';
import { ListUnverifiedPartnersQuery } from './list-unverified-partners.handler';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class ListUnverifiedPartnersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unverified')
  @Roles('admin')
  @ApiOperation({ summary: 'Companies waiting for approval (admins)' })
  unverified(): Promise<{ foundTalents: PartnerView[]; count: number }> {
    return this.queries.execute(new ListUnverifiedPartnersQuery());
  }
}
