import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { Public } from '@jointly/common/auth';
import type { AuthResponse } from '../shared/auth-response';
import { LoginCommand } from './login.handler';
import { LoginRequestDto } from './login.request.dto';
import { ACCOUNT_ROUTES } from '../shared/routes';

/** Sign-in (web app and console). Token refresh and sign-out: session/refresh-tokens, session/logout. */
@ApiTags('accounts: sessions')
/** Beyond the standard answers: wrong credentials or codes, refusals, conflicts and rate limits. */
@ApiErrors(401, 403, 429)
@Controller()
export class SessionController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post(`${ACCOUNT_ROUTES}/login`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in: { accessToken, refreshToken, partner, oldUserStatus, user }' })
  @ApiOkResponse({ description: 'Logged in successfully' })
  login(@Body() dto: LoginRequestDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<AuthResponse> {
    return this.commands.execute(new LoginCommand(dto, { ip, userAgent }));
  }

  @Public()
  @Post('admin/login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Console sign-in: admins only (403 for anyone else)' })
  adminLogin(@Body() dto: LoginRequestDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<AuthResponse> {
    return this.commands.execute(new LoginCommand(dto, { ip, userAgent }, true));
  }
}
