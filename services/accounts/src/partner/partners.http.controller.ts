import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { uuidParam } from '../profile/profile.http.controller';
import { PartnerRequestDto, PartnerSearchQueryDto, UpdatePartnerRequestDto } from './partner.request.dto';
import { PartnersService } from './partners.service';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Post('request')
  @ApiOperation({ summary: 'The caller’s company asks to become a consortium partner' })
  request(@CurrentUser() user: AuthenticatedUser, @Body() dto: PartnerRequestDto) {
    return this.partners.request(user, dto);
  }

  @Get('all')
  @ApiOperation({ summary: 'Approved consortium partners' })
  all() {
    return this.partners.all();
  }

  @Get('search')
  @ApiOperation({ summary: 'Search approved partners: { foundTalents, count, currentPage, totalPages }' })
  search(@Query() query: PartnerSearchQueryDto) {
    return this.partners.search(query);
  }

  @Get('unverified')
  @Roles('admin')
  @ApiOperation({ summary: 'Companies waiting for approval (admins)' })
  unverified() {
    return this.partners.unverified();
  }

  @Patch('approve/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Approve a company as consortium partner (admins); the company is e-mailed and notified' })
  approve(@CurrentUser() user: AuthenticatedUser, @Param('id', uuidParam('id')) id: string) {
    return this.partners.approve(user, id);
  }

  @Patch('update/:id')
  @ApiOperation({ summary: 'Update a company profile (its members or an admin)' })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id', uuidParam('id')) id: string, @Body() dto: UpdatePartnerRequestDto) {
    return this.partners.update(user, id, dto);
  }
}
