import { Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { uuidParam } from '../../shared/routes';
import type { PartnerView } from '../partner.entity';
import { ApprovePartnerCommand } from './approve-partner.handler';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class ApprovePartnerController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('approve/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Approve a company as consortium partner (admins); the company is e-mailed and notified' })
  approve(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuidParam('id')) id: string,
  ): Promise<{ partner: PartnerView; message: string }> {
    return this.commands.execute(new ApprovePartnerCommand(user, id));
  }
}
