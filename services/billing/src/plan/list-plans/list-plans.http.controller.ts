import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanView } from '@jointly/contracts';
import { Public } from '@jointly/common/auth';
import { PlanRepository } from '../plan.repository';

@ApiTags('billing')
@Controller('billing/plans')
export class ListPlansController {
  constructor(private readonly plans: PlanRepository) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The plans companies can be on, with their prices and limits (active ones; for comparing)' })
  async list(): Promise<PlanView[]> {
    return (await this.plans.list()).filter((p) => p.active);
  }
}
