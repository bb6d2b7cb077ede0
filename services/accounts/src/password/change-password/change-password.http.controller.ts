import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { UpdatePasswordRequestDto } from '../password.request.dto';
import { ChangePasswordCommand } from './change-password.handler';

@ApiTags('accounts: password')
@ApiErrors(401, 404, 410, 429)
@Controller(ACCOUNT_ROUTES)
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('update-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the password of the signed-in account; other sessions end' })
  update(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdatePasswordRequestDto): Promise<{ message: string }> {
    return this.commands.execute(new ChangePasswordCommand(user.id, user.sessionId, dto.currentPassword, dto.newPassword));
  }
}
