import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { PartnerView } from '../../partner/partner.entity';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { UpdateCompanyProfileRequestDto } from '../profile.request.dto';
import { UpdateCompanyProfileCommand } from './update-company-profile.handler';

@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class UpdateCompanyProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('update-profile')
  @ApiOperation({ summary: 'Update the provider’s company profile; answers the fields to merge into the stored partner' })
  updateProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdateCompanyProfileRequestDto,
  ): Promise<{ partner: PartnerView; message: string }> {
    return this.commands.execute(new UpdateCompanyProfileCommand(user, dto));
  }
}
