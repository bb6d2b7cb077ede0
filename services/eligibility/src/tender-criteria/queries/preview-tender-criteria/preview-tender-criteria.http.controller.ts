import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenderCriteriaPreview } from '@jointly/contracts';
import { CurrentUser, RequiresPower, type AuthenticatedUser } from '@jointly/common/auth';
import { AddTenderCriteriaRequestDto } from '../../commands/add-tender-criteria/add-tender-criteria.request.dto';
import { PreviewTenderCriteriaQuery } from './preview-tender-criteria.query';

@ApiTags('tender-criteria')
@ApiBearerAuth()
@Controller('tender-criteria')
export class PreviewTenderCriteriaHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Post('preview')
  @HttpCode(200)
  @RequiresPower('tender-criteria')
  @ApiOperation({
    summary: 'How many providers would move band if these criteria were saved (who may save them: admins and granted staff)',
    description:
      'The same body as POST /tender-criteria/add, validated the same way (400 names the bad field); nothing is written. 403 without the power, 404 unknown tender, 429 past 20 previews a minute per account.',
  })
  async preview(@CurrentUser() user: AuthenticatedUser, @Body() body: AddTenderCriteriaRequestDto): Promise<TenderCriteriaPreview> {
    return this.queries.execute(new PreviewTenderCriteriaQuery(user.id, body.tender, body.lot ?? null, body.requirements));
  }
}
