import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { CompleteGetStartedCommand } from './complete-get-started.command';
import type { CompleteGetStartedResult } from './complete-get-started.handler';
import { ACCOUNT_ROUTES } from '../../shared/routes';

@ApiTags('account')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class CompleteGetStartedHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('get-started/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'The caller has completed the get-started checklist: sign-ins no longer land on it (oldUserStatus false)' })
  complete(@CurrentUser() user: AuthenticatedUser): Promise<CompleteGetStartedResult> {
    return this.commands.execute(new CompleteGetStartedCommand(user));
  }
}
