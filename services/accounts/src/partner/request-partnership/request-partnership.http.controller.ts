import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { PartnerView } from '../partner.entity';
import { PartnerRequestDto } from '../partner.request.dto';
import { RequestPartnershipCommand } from './request-partnership.handler';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class RequestPartnershipController {
  constructor(private readonly commands: CommandBus) {}

  @Post('request')
  @ApiOperation({ summary: 'The caller’s company asks to become a consortium partner' })
  request(@CurrentUser() user: AuthenticatedUser, @Body() dto: PartnerRequestDto): Promise<{ partner: PartnerView; message: string }> {
    return this.commands.execute(new RequestPartnershipCommand(user, dto));
  }
}
