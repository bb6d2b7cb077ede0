import { Body, Controller, HttpCode, Ip, Post, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { Public } from '@jointly/common/auth';
import { RegisterAccountCommand, RegistrationResult } from './register-account.handler';
import { RegisterRequestDto } from './register-account.request.dto';
import { SIGN_UP_ROUTES } from '../../shared/routes';

const MESSAGES = {
  provider: 'Provider Signup successful!',
  expert: 'Expert Signup successful!',
  staff: 'Expert Signup successful!',
} as const;

/** POST /account/register, /expert/register, /staff/register → `{ account|expert|staff: { id }, result: { id } }`. */
@ApiTags('accounts: sign-up')
/** Beyond the standard answers: wrong credentials or codes, refusals, conflicts and rate limits. */
@ApiErrors(403, 404, 409, 429)
@Controller()
export class RegisterAccountController {
  constructor(private readonly commands: CommandBus) {}

  private async register(type: 'provider' | 'expert' | 'staff', dto: RegisterRequestDto, ip: string, userAgent?: string) {
    const result = await this.commands.execute<RegisterAccountCommand, RegistrationResult>(
      new RegisterAccountCommand(type, dto, { ip, userAgent }),
    );
    const key = type === 'provider' ? 'account' : type;
    return { [key]: { id: result.accountId }, result: { id: result.otpId }, message: MESSAGES[type] };
  }

  @Public()
  @Post(`${SIGN_UP_ROUTES.provider}/register`)
  @HttpCode(201)
  @ApiOperation({ summary: 'Provider sign-up: sends a 6-digit code by e-mail' })
  @ApiCreatedResponse({ description: '{ account: { id }, result: { id } } — result is the one-time code record' })
  @ApiConflictResponse({ description: 'An existing account already has this email address' })
  provider(@Body() dto: RegisterRequestDto, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.register('provider', dto, ip, ua);
  }

  @Public()
  @Post(`${SIGN_UP_ROUTES.expert}/register`)
  @HttpCode(201)
  @ApiOperation({ summary: 'Expert sign-up: sends a 6-digit code by e-mail' })
  expert(@Body() dto: RegisterRequestDto, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.register('expert', dto, ip, ua);
  }

  @Public()
  @Post(`${SIGN_UP_ROUTES.staff}/register`)
  @HttpCode(201)
  @ApiOperation({ summary: 'Staff sign-up: sends a 6-digit code by e-mail' })
  staff(@Body() dto: RegisterRequestDto, @Ip() ip: string, @Headers('user-agent') ua?: string) {
    return this.register('staff', dto, ip, ua);
  }
}
