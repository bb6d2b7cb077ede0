import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { CalendarLink } from '../calendar-link';
import { RotateCalendarLinkCommand } from './rotate-calendar-link.handler';

@ApiTags('tenders: calendar')
@Controller('tender')
export class RotateCalendarLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Post('calendar-link/rotate')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Replace my calendar feed URL (the old one stops working)' })
  async rotate(@CurrentUser() user: AuthenticatedUser): Promise<CalendarLink & { message: string }> {
    const link = await this.commands.execute<RotateCalendarLinkCommand, CalendarLink>(new RotateCalendarLinkCommand(user.id));
    return { ...link, message: 'Calendar link replaced; update it in your calendar app' };
  }
}
