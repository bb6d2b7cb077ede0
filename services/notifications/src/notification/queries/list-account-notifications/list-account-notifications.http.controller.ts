import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { ListAccountNotificationsQuery, type NotificationPage } from './list-account-notifications.query';
import { AccountNotificationsParamDto, NotificationPageQueryDto } from './list-account-notifications.request.dto';

@ApiTags('notification')
@ApiBearerAuth()
@Controller('notification')
export class ListAccountNotificationsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('all/:id')
  @ApiOperation({ summary: "An account's notifications, newest first (the account itself or an admin)" })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: AccountNotificationsParamDto,
    @Query() { page = 1, limit = 10 }: NotificationPageQueryDto,
  ): Promise<NotificationPage> {
    return this.queries.execute(new ListAccountNotificationsQuery(user, id, page, limit));
  }
}
