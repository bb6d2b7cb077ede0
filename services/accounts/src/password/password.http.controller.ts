import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { IsEmail, MaxLength } from 'class-validator';
import { AuthenticatedUser, CurrentUser, Public } from '@jointly/common/auth';
import { PasswordResetService } from './password-reset.service';
import { ResetPasswordRequestDto, UpdatePasswordRequestDto, VerifyResetCodeRequestDto } from './password.request.dto';

class EmailParam {
  @IsEmail({}, { message: 'the address in the path must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}

/** Password reset (send-otp, verify-otp, reset-password) and change (update-password). */
@ApiTags('accounts: password')
/** Beyond the standard answers: wrong credentials or codes, refusals, conflicts and rate limits. */
@ApiErrors(401, 404, 410, 429)
@Controller('account')
export class PasswordController {
  constructor(private readonly passwords: PasswordResetService) {}

  @Public()
  @Post('send-otp/:email')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a reset code; answers the same whether or not the address has an account' })
  sendOtp(@Param() params: EmailParam) {
    return this.passwords.sendCode(params.email);
  }

  @Public()
  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a reset code before choosing the new password' })
  verifyOtp(@Body() dto: VerifyResetCodeRequestDto, @Ip() ip: string) {
    return this.passwords.verifyCode(dto, ip);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the code; every session ends' })
  reset(@Body() dto: ResetPasswordRequestDto, @Ip() ip: string) {
    return this.passwords.reset(dto, ip);
  }

  @Post('update-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the password of the signed-in account; other sessions end' })
  update(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdatePasswordRequestDto) {
    return this.passwords.change(user.id, user.sessionId, dto.currentPassword, dto.newPassword);
  }
}
