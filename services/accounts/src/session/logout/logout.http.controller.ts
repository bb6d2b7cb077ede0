import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { LogoutCommand } from './logout.handler';

@ApiTags('accounts: sessions')
@ApiErrors(401, 403, 429)
@Controller(ACCOUNT_ROUTES)
export class LogoutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: ends this session (its tokens answer 456 from now on)' })
  logout(@CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    return this.commands.execute(new LogoutCommand(user.sessionId));
  }
}
