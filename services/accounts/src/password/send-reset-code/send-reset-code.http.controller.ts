import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { IsEmail, MaxLength } from 'class-validator';
import { Public } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { SendResetCodeCommand } from './send-reset-code.handler';

class EmailParam {
  @IsEmail({}, { message: 'the address in the path must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}

@ApiTags('accounts: password')
@ApiErrors(401, 404, 410, 429)
@Controller(ACCOUNT_ROUTES)
export class SendResetCodeController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('send-otp/:email')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a reset code; answers the same whether or not the address has an account' })
  sendOtp(@Param() params: EmailParam): Promise<{ message: string; result: { id: string } }> {
    return this.commands.execute(new SendResetCodeCommand(params.email));
  }
}
