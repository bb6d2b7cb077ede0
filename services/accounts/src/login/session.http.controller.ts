import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, Public } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import type { AuthResponse } from '../shared/auth-response';
import { SessionTokens } from '../session/session-tokens';
import { LoginCommand } from './login.handler';
import { LoginRequestDto, RefreshTokenRequestDto } from './login.request.dto';

/** Sign-in, token refresh and sign-out. */
@ApiTags('accounts: sessions')
/** Beyond the standard answers: wrong credentials or codes, refusals, conflicts and rate limits. */
@ApiErrors(401, 403, 429)
@Controller()
export class SessionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionTokens,
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
  ) {}

  @Public()
  @Post('account/login')
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

  @Public()
  @Post('account/refresh-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the expired access token and the refresh token for a new pair (456 when impossible)' })
  @ApiOkResponse({ description: '{ token, refreshToken }' })
  @ApiErrors(456)
  refresh(@Body() dto: RefreshTokenRequestDto): Promise<{ token: string; refreshToken: string }> {
    return this.sessions.refresh(dto.expiredToken, dto.refreshToken);
  }

  @Post('account/logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: ends this session (its tokens answer 456 from now on)' })
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    await transaction(this.dataSource, (manager) => this.sessions.revoke(manager, user.sessionId, 'logout'));
    return { message: 'Logged out successfully' };
  }
}
