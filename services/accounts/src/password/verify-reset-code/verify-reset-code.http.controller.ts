import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { Public } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { VerifyResetCodeRequestDto } from '../password.request.dto';
import { VerifyResetCodeCommand } from './verify-reset-code.handler';

@ApiTags('accounts: password')
@ApiErrors(401, 404, 410, 429)
@Controller(ACCOUNT_ROUTES)
export class VerifyResetCodeController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a reset code before choosing the new password' })
  verifyOtp(@Body() dto: VerifyResetCodeRequestDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.commands.execute(new VerifyResetCodeCommand(dto, ip));
  }
}
