import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LiveTicket } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { LiveTickets, TICKET_TTL_SECONDS } from './live-ticket';

@ApiTags('live')
@ApiBearerAuth()
@Controller('live')
export class LiveTicketController {
  constructor(private readonly tickets: LiveTickets) {}

  @Post('ticket')
  @HttpCode(201)
  @ApiOperation({ summary: 'A single-use ticket (valid 60 s) to open one live stream: GET /api/live/stream?ticket=…' })
  async issue(@CurrentUser() user: AuthenticatedUser): Promise<LiveTicket> {
    return { ticket: await this.tickets.issue(user.id), expiresInSeconds: TICKET_TTL_SECONDS };
  }
}
