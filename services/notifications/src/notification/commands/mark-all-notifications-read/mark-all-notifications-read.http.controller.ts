import { Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command';

@ApiTags('notification')
@ApiBearerAuth()
@Controller('notification')
export class MarkAllNotificationsReadHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('read-all')
  @ApiOperation({ summary: 'Mark all your notifications read' })
  async markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<{ updatedCount: number }> {
    return { updatedCount: await this.commands.execute(new MarkAllNotificationsReadCommand(user)) };
  }
}
