import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { RequestTenderWriterRequestDto } from '../service-request.request.dto';
import { RequestTenderWriterCommand, type TenderWriterRequested } from './request-tender-writer.handler';

@ApiTags('accounts: requests')
@ApiBearerAuth()
/** Limited per account (SERVICE_REQUESTS_PER_ACCOUNT). */
@ApiErrors(429)
@Controller(ACCOUNT_ROUTES)
export class RequestTenderWriterController {
  constructor(private readonly commands: CommandBus) {}

  @Post('request-writer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Request the Tender Writer service: the details are e-mailed to the signed-in user' })
  request(@CurrentUser() user: AuthenticatedUser, @Body() dto: RequestTenderWriterRequestDto): Promise<TenderWriterRequested> {
    return this.commands.execute(new RequestTenderWriterCommand(user, dto.tenderId ?? null, dto.message ?? null));
  }
}
