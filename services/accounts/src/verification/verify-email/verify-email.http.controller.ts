import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { Public } from '@jointly/common/auth';
import type { AuthResponse } from '../../shared/auth-response';
import { VerifyAndAuthRequestDto } from './verify-email.request.dto';
import { VerifyEmailCommand } from './verify-email.handler';
import { SIGN_UP_ROUTES } from '../../shared/routes';

/** POST /account|expert|staff/verify-and-auth with `{ userId, otp: { id, code } }` → tokens, user and a message. */
@ApiTags('accounts: sign-up')
/** Beyond the standard answers: wrong credentials or codes, refusals, conflicts and rate limits. */
@ApiErrors(401, 403, 404, 409, 410, 429)
@Controller()
export class VerifyEmailController {
  constructor(private readonly commands: CommandBus) {}

  private verify(type: 'provider' | 'expert' | 'staff', dto: VerifyAndAuthRequestDto, ip: string, userAgent?: string) {
    return this.commands.execute<VerifyEmailCommand, AuthResponse>(new VerifyEmailCommand(type, dto, { ip, userAgent }));
  }

  @Public()
  @Post(`${SIGN_UP_ROUTES.provider}/verify-and-auth`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a provider’s e-mail with the code and sign in' })
  @ApiOkResponse({ description: '{ accessToken, refreshToken, user, partner, oldUserStatus, message }' })
  provider(@Body() dto: VerifyAndAuthRequestDto, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.verify('provider', dto, ip, ua);
  }

  @Public()
  @Post(`${SIGN_UP_ROUTES.expert}/verify-and-auth`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify an expert’s e-mail with the code and sign in' })
  expert(@Body() dto: VerifyAndAuthRequestDto, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.verify('expert', dto, ip, ua);
  }

  @Public()
  @Post(`${SIGN_UP_ROUTES.staff}/verify-and-auth`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a staff member’s e-mail with the code and sign in' })
  staff(@Body() dto: VerifyAndAuthRequestDto, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.verify('staff', dto, ip, ua);
  }
}
