import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsumerRecord, DeadLetterRecord, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { NotFoundError } from '@jointly/common/errors';
import type { RaListParams } from '@jointly/common/http';
import { OPS_SOURCE, type OpsCaller, type OpsSource } from '@jointly/common/ops';
import { CONSUMERS_LIST, DEAD_LETTERS_LIST, OUTBOXES_LIST, SERVICE_HEALTH_LIST, deadLetterServiceFilter, listOf } from './ops-lists';

const caller = (user: AuthenticatedUser, request: FastifyRequest): OpsCaller => ({
  user,
  authorization: request.headers.authorization ?? '',
});

/**
 * The console's ops resources (admins only), merged from every service: `dead-letters` (with replay and discard),
 * `outboxes`, `consumers` and `service-health`, in the ra-data-simple-rest dialect.
 */
@ApiTags('admin: ops')
@ApiBearerAuth()
@Controller('admin')
@Roles('admin')
export class AdminOpsController {
  constructor(@Inject(OPS_SOURCE) private readonly source: OpsSource) {}

  @Get('dead-letters')
  @ApiOperation({ summary: 'Dead letters of every service (filter service, status, consumer; sort failedAt…)' })
  async deadLetters(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Query() params: RaListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DeadLetterRecord[]> {
    const pushDown = deadLetterServiceFilter(params);
    return listOf('dead-letters', await this.source.deadLetters(pushDown, caller(user, request)), params, DEAD_LETTERS_LIST, reply);
  }

  @Get('dead-letters/:id')
  @ApiOperation({ summary: 'One dead letter (`<service>:<id>`)' })
  deadLetter(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Param('id') id: string): Promise<DeadLetterRecord> {
    return this.source.deadLetter(id, caller(user, request));
  }

  @Post('dead-letters/:id/replay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replay now: answers the record (replayed), or 409 with the new error (it stays pending)' })
  replay(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Param('id') id: string): Promise<DeadLetterRecord> {
    return this.source.replay(id, caller(user, request));
  }

  @Post('dead-letters/:id/discard')
  @HttpCode(200)
  @ApiOperation({ summary: 'Discard without applying: answers the record (discarded)' })
  discard(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Param('id') id: string): Promise<DeadLetterRecord> {
    return this.source.discard(id, caller(user, request));
  }

  @Get('outboxes')
  @ApiOperation({ summary: 'Outbox backlog and relay state per service' })
  async outboxes(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Query() params: RaListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OutboxRecord[]> {
    return listOf('outboxes', await this.source.outboxes(caller(user, request)), params, OUTBOXES_LIST, reply);
  }

  @Get('outboxes/:id')
  @ApiOperation({ summary: 'One service outbox' })
  async outbox(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Param('id') id: string): Promise<OutboxRecord> {
    return one('outbox', id, await this.source.outboxes(caller(user, request)));
  }

  @Get('consumers')
  @ApiOperation({ summary: 'Event consumers per service: counters and Kafka lag' })
  async consumers(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Query() params: RaListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsumerRecord[]> {
    return listOf('consumers', await this.source.consumers(caller(user, request)), params, CONSUMERS_LIST, reply);
  }

  @Get('consumers/:id')
  @ApiOperation({ summary: 'One consumer (`<service>:<consumer>`)' })
  async consumer(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Param('id') id: string): Promise<ConsumerRecord> {
    return one('consumer', id, await this.source.consumers(caller(user, request)));
  }

  @Get('service-health')
  @ApiOperation({ summary: 'Health of every service' })
  async serviceHealth(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Query() params: RaListParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ServiceHealthRecord[]> {
    return listOf('service-health', await this.source.serviceHealth(caller(user, request)), params, SERVICE_HEALTH_LIST, reply);
  }

  @Get('service-health/:id')
  @ApiOperation({ summary: 'Health of one service' })
  async oneServiceHealth(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Param('id') id: string,
  ): Promise<ServiceHealthRecord> {
    return one('service', id, await this.source.serviceHealth(caller(user, request)));
  }
}

function one<T extends { id: string }>(what: string, id: string, records: T[]): T {
  const found = records.find((r) => r.id === id);
  if (!found) throw new NotFoundError(`No ${what} ${id}.`, 'OPS.NOT_FOUND');
  return found;
}
