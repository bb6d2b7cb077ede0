import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { Public } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { ResetPasswordRequestDto } from '../password.request.dto';
import { ResetPasswordCommand } from './reset-password.handler';

@ApiTags('accounts: password')
@ApiErrors(401, 404, 410, 429)
@Controller(ACCOUNT_ROUTES)
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the code; every session ends' })
  reset(@Body() dto: ResetPasswordRequestDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.commands.execute(new ResetPasswordCommand(dto, ip));
  }
}
