import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LiveTicket } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { IssueTicketCommand } from './issue-ticket.command';

@ApiTags('live')
@ApiBearerAuth()
@Controller('live')
export class LiveTicketController {
  constructor(private readonly commands: CommandBus) {}

  @Post('ticket')
  @HttpCode(201)
  @ApiOperation({ summary: 'A single-use ticket (valid 60 s) to open one live stream: GET /api/live/stream?ticket=…' })
  issue(@CurrentUser() user: AuthenticatedUser): Promise<LiveTicket> {
    return this.commands.execute(new IssueTicketCommand(user));
  }
}
