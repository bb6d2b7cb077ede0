import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Public, Roles } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import type { AuthResponse } from '../shared/auth-response';
import { ExchangeConsoleHandoffCommand, IssueConsoleHandoffCommand } from './console-handoff.commands';
import { ExchangeConsoleHandoffRequestDto } from './console-handoff.request.dto';
import type { ConsoleHandoffIssued } from './issue-console-handoff.handler';

/** The web app's admin sign-in hands its session to the console without a second login (issue 17 §2). */
@ApiTags('accounts: sessions')
@ApiErrors(401, 403, 429)
@Controller('admin/console-handoff')
export class ConsoleHandoffHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Admins: a one-time code (60 s, single use) the console exchanges for its own session' })
  issue(@CurrentUser() user: AuthenticatedUser): Promise<ConsoleHandoffIssued> {
    return this.commands.execute(new IssueConsoleHandoffCommand(user));
  }

  @Public()
  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({ summary: 'Console: exchange a hand-off code for a session (401 when expired, used or no longer an admin)' })
  exchange(
    @Body() dto: ExchangeConsoleHandoffRequestDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AuthResponse> {
    return this.commands.execute(new ExchangeConsoleHandoffCommand(dto.code, { ip, userAgent }));
  }
}
