import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthReport } from '@jointly/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth';
import { HEALTH_OPTIONS, HealthOptions } from './health.options';
import { HealthRegistry } from './health.registry';

/**
 * GET /api/health (through the edge) and GET /health (orchestrators' probes): every module, the database and the
 * event transport; 503 when anything is down.
 */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly registry: HealthRegistry,
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
  ) {}

  @Public()
  @Get(['health', 'api/health'])
  @ApiOperation({ summary: 'Health of every module, the database and the event transport' })
  @ApiOkResponse({ description: 'All up (503 when something is down)' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = this.options.report ? await this.options.report() : await this.registry.report(this.options.mode, this.options.version);
    void reply.status(report.status === 'down' ? 503 : 200);
    return report;
  }
}
