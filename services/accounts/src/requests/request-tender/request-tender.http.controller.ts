import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { RequestTenderRequestDto } from '../service-request.request.dto';
import { RequestTenderCommand } from './request-tender.handler';

@ApiTags('accounts: requests')
@ApiBearerAuth()
/** Limited per account (SERVICE_REQUESTS_PER_ACCOUNT). */
@ApiErrors(429)
@Controller(ACCOUNT_ROUTES)
export class RequestTenderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('request-tender')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the Jointly team for a tender (sent to the platform inbox)' })
  request(@CurrentUser() user: AuthenticatedUser, @Body() dto: RequestTenderRequestDto): Promise<{ requestId: string; message: string }> {
    return this.commands.execute(new RequestTenderCommand(user, dto.tenderId ?? null, dto.details));
  }
}
