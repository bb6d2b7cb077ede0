import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  ConsortiumBestTenders,
  ConsortiumPartnerSuggestions,
  ConsortiumTenderCheck,
  TenderConsortiumRatings,
} from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import {
  BestTendersQueryDto,
  ConsortiumIdParamDto,
  ConsortiumTenderParamDto,
  TenderIdParamDto,
} from './consortium-eligibility.request.dto';
import { CheckConsortiumTenderQuery } from './queries/check-consortium-tender/check-consortium-tender.query';
import { GetConsortiumBestTendersQuery } from './queries/get-consortium-best-tenders/get-consortium-best-tenders.query';
import { GetTenderConsortiumRatingsQuery } from './queries/get-tender-consortium-ratings/get-tender-consortium-ratings.query';
import { SuggestPartnersQuery } from './queries/suggest-partners/suggest-partners.query';

/** /api/consortium-eligibility: consortiums rated on their members' combined facts. */
@ApiTags('consortium-eligibility')
@ApiBearerAuth()
@Controller('consortium-eligibility')
export class ConsortiumEligibilityHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('for-tender/:tenderId')
  @ApiOperation({ summary: 'The caller’s company’s consortiums rated against one tender (computed now), best first' })
  forTender(@CurrentUser() user: AuthenticatedUser, @Param() { tenderId }: TenderIdParamDto): Promise<TenderConsortiumRatings> {
    return this.queries.execute(new GetTenderConsortiumRatingsQuery(user, tenderId));
  }

  @Get(':consortiumId/partner-suggestions')
  @ApiOperation({
    summary: 'Companies ranked by how much they would raise the consortium’s ratings on its best open tenders, with what each brings',
  })
  suggestions(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { consortiumId }: ConsortiumIdParamDto,
    @Query() { limit }: BestTendersQueryDto,
  ): Promise<ConsortiumPartnerSuggestions> {
    return this.queries.execute(new SuggestPartnersQuery(user, consortiumId, limit ?? 20));
  }

  @Get(':consortiumId/tender/:tenderId')
  @ApiOperation({ summary: 'A consortium against one tender: breakdown, which member closes which requirement, the gaps left' })
  check(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { consortiumId, tenderId }: ConsortiumTenderParamDto,
  ): Promise<ConsortiumTenderCheck> {
    return this.queries.execute(new CheckConsortiumTenderQuery(user, consortiumId, tenderId));
  }

  @Get(':consortiumId')
  @ApiOperation({ summary: 'A consortium’s best open tenders (rating 60 and above), for its member companies and admins' })
  best(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { consortiumId }: ConsortiumIdParamDto,
    @Query() { limit }: BestTendersQueryDto,
  ): Promise<ConsortiumBestTenders> {
    return this.queries.execute(new GetConsortiumBestTendersQuery(user, consortiumId, limit ?? 10));
  }
}
