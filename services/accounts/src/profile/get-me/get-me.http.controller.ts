import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { AccountView } from '../../account/account.entity';
import type { PartnerView } from '../../partner/partner.entity';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { GetMeQuery } from './get-me.handler';

@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class GetMeController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in account and its company' })
  me(@CurrentUser() user: AuthenticatedUser): Promise<{ user: AccountView; partner: PartnerView | null }> {
    return this.queries.execute(new GetMeQuery(user.id));
  }
}
