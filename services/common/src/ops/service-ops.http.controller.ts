import { Controller, Get, HttpCode, Optional, Param, Post, Query, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsumerRecord, DeadLetterRecord, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '../auth';
import { EventsHealth } from '../events/nest/events-health';
import { HealthRegistry } from '../health/health.registry';
import { filterText } from './in-memory-list';
import { LocalOps } from './local-ops';
import { serviceHealthRecords } from './service-ops';
import { processVersion } from '../bootstrap/version';

const STATUSES = ['pending', 'replayed', 'discarded'] as const;

/**
 * `GET|POST /api/ops/<service>/…`: one service's ops data for the edge to merge (admins only; the route table sends
 * `ops/<service>` to that service). Dead-letter ids here are the service's own; the edge prefixes them.
 */
export function serviceOpsController(service: string): Type {
  @ApiTags('ops')
  @ApiBearerAuth()
  @Controller(`ops/${service}`)
  @Roles('admin')
  class ServiceOpsController {
    private readonly ops: LocalOps;

    constructor(
      events: EventsHealth,
      @Optional() private readonly registry?: HealthRegistry,
    ) {
      this.ops = new LocalOps(events, registry);
    }

    @Get('dead-letters')
    @ApiOperation({ summary: `Dead letters of ${service}, newest first (status pending|replayed|discarded, consumer)` })
    deadLetters(@Query('status') status?: string, @Query('consumer') consumer?: string): Promise<DeadLetterRecord[]> {
      return this.ops.of(service).deadLetters({
        ...(status ? { status: filterText('status', status, STATUSES) as DeadLetterRecord['status'] } : {}),
        ...(consumer ? { consumer: filterText('consumer', consumer) } : {}),
      });
    }

    @Get('dead-letters/:id')
    @ApiOperation({ summary: `One dead letter of ${service}` })
    deadLetter(@Param('id') id: string): Promise<DeadLetterRecord> {
      return this.ops.of(service).deadLetter(id);
    }

    @Post('dead-letters/:id/replay')
    @HttpCode(200)
    @ApiOperation({ summary: 'Run the consumer again now; 409 with the new error when it fails again' })
    replay(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DeadLetterRecord> {
      return this.ops.of(service).replay(id, user);
    }

    @Post('dead-letters/:id/discard')
    @HttpCode(200)
    @ApiOperation({ summary: 'Close the dead letter without applying it' })
    discard(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DeadLetterRecord> {
      return this.ops.of(service).discard(id, user);
    }

    @Get('outbox')
    @ApiOperation({ summary: `The outbox relay of ${service}` })
    outbox(): Promise<OutboxRecord> {
      return this.ops.of(service).outbox();
    }

    @Get('consumers')
    @ApiOperation({ summary: `The event consumers of ${service} with counters (and Kafka lag)` })
    async consumers(): Promise<ConsumerRecord[]> {
      return (await this.ops.consumers()).filter((c) => c.service === service);
    }

    @Get('health')
    @ApiOperation({ summary: `Health of ${service}` })
    async health(): Promise<ServiceHealthRecord | null> {
      if (!this.registry) return null;
      const report = await this.registry.report('service', processVersion());
      return serviceHealthRecords(report, () => null).find((r) => r.id === service) ?? null;
    }
  }
  Object.defineProperty(ServiceOpsController, 'name', { value: `${service[0].toUpperCase()}${service.slice(1)}OpsController` });
  return ServiceOpsController;
}
