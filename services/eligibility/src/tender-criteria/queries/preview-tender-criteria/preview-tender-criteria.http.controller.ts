import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenderCriteriaPreview } from '@jointly/contracts';
import { CurrentUser, RequiresPower, type AuthenticatedUser } from '@jointly/common/auth';
import { RateLimiter, type RateLimit } from '@jointly/common/limits';
import { AddTenderCriteriaRequestDto } from '../../commands/add-tender-criteria/add-tender-criteria.request.dto';
import { PreviewTenderCriteriaQuery } from './preview-tender-criteria.query';

/** Each preview rates the tender against every provider twice: limited per account of its own (429 with Retry-After). */
export const PREVIEWS_PER_ACCOUNT: RateLimit = { what: 'criteria previews', limit: 20, windowSeconds: 60 };

@ApiTags('tender-criteria')
@ApiBearerAuth()
@Controller('tender-criteria')
export class PreviewTenderCriteriaHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @RequiresPower('tender-criteria')
  @ApiOperation({
    summary: 'How many providers would move band if these criteria were saved (who may save them: admins and granted staff)',
    description:
      'The same body as POST /tender-criteria/add, validated the same way (400 names the bad field); nothing is written. 403 without the power, 404 unknown tender, 429 past 20 previews a minute per account.',
  })
  async preview(@CurrentUser() user: AuthenticatedUser, @Body() body: AddTenderCriteriaRequestDto): Promise<TenderCriteriaPreview> {
    await this.limiter.hit('tender-criteria-preview', user.id, PREVIEWS_PER_ACCOUNT);
    return this.queries.execute(new PreviewTenderCriteriaQuery(body.tender, body.lot ?? null, body.requirements));
  }
}
