import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView, MatchingPartner } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CompanyDirectory } from '../../directory/company-directory';

import { assertCanListConsortiumsOf, assertCanRead } from '../consortium-rules';
import { ConsortiumRepository } from '../consortium.repository';
import { ConsortiumReader } from './consortium.reader';
import { isUuid } from '@jointly/common/http';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class ConsortiumQueriesController {
  constructor(
    private readonly reader: ConsortiumReader,
    private readonly consortiums: ConsortiumRepository,
    private readonly directory: CompanyDirectory,
  ) {}

  @Get('view/:id')
  @ApiOperation({ summary: 'A consortium with its members (member companies and admins)' })
  async view(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ConsortiumView> {
    const view = await this.reader.view(id);
    assertCanRead(user, view.members);
    return view;
  }

  @Get('user-consortium/:accountId')
  @ApiOperation({ summary: "The consortiums of an account's company, those it leads first (the account itself or an admin)" })
  async ofAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Param('accountId') accountId: string,
  ): Promise<{ foundConsortiums: ConsortiumView[]; count: number }> {
    assertCanListConsortiumsOf(user, accountId);
    const companyId =
      accountId === user.id && user.companyId
        ? user.companyId
        : isUuid(accountId)
          ? await this.directory.companyOfAccount(accountId)
          : null;
    const foundConsortiums = await this.reader.ofCompany(companyId);
    return { foundConsortiums, count: foundConsortiums.length };
  }

  @Get('matching-partners/:consortiumId')
  @ApiOperation({ summary: 'Approved partner companies the consortium could invite (not members, no pending invitation), by name' })
  async matchingPartners(
    @CurrentUser() user: AuthenticatedUser,
    @Param('consortiumId') consortiumId: string,
  ): Promise<{ foundTalents: MatchingPartner[]; count: number }> {
    await this.consortiums.get(consortiumId);
    assertCanRead(user, await this.consortiums.members(consortiumId));
    const foundTalents = await this.reader.matchingPartners(consortiumId);
    return { foundTalents, count: foundTalents.length };
  }
}
