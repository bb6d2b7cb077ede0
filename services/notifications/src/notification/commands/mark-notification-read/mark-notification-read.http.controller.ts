import { Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';
import { MarkNotificationReadCommand } from './mark-notification-read.command';
import { NotificationIdParamDto } from './mark-notification-read.request.dto';

@ApiTags('notification')
@ApiBearerAuth()
@Controller('notification')
export class MarkNotificationReadHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('read/:id')
  @ApiOperation({ summary: 'Mark one of your notifications read' })
  markRead(@CurrentUser() user: AuthenticatedUser, @Param() { id }: NotificationIdParamDto): Promise<NotificationView> {
    return this.commands.execute(new MarkNotificationReadCommand(user, id));
  }
}
