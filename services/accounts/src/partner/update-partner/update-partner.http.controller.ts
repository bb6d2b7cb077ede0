import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { uuidParam } from '../../shared/routes';
import type { PartnerView } from '../partner.entity';
import { UpdatePartnerRequestDto } from '../partner.request.dto';
import { UpdatePartnerCommand } from './update-partner.handler';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class UpdatePartnerController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('update/:id')
  @ApiOperation({ summary: 'Update a company profile (its members or an admin)' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuidParam('id')) id: string,
    @Body() dto: UpdatePartnerRequestDto,
  ): Promise<{ partner: PartnerView; message: string }> {
    return this.commands.execute(new UpdatePartnerCommand(user, id, dto));
  }
}
