import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';
import { CreateConsortiumRequestNotificationCommand } from './create-consortium-request-notification.command';
import { CreateConsortiumRequestNotificationRequestDto } from './create-consortium-request-notification.request.dto';

@ApiTags('notification')
@ApiBearerAuth()
@Controller('notification')
export class CreateConsortiumRequestNotificationHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @HttpCode(201)
  @Roles('provider')
  @ApiOperation({
    summary: 'Remind the invited company of a pending consortium request the caller sent',
    description:
      'Body {requestId} only: the consortium, the companies and the wording come from the request as notifications recorded it. 403 unless the caller sent the request, 404 unknown request, 409 answered or reminded within a day.',
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateConsortiumRequestNotificationRequestDto,
  ): Promise<{ createdNotifications: NotificationView[]; count: number }> {
    const created = await this.commands.execute(new CreateConsortiumRequestNotificationCommand(user, body.requestId));
    return { createdNotifications: created, count: created.length };
  }
}
