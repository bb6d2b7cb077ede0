import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { contentRange, RaListRequestDto } from '@jointly/common/http';
import { uuidParam } from '../profile/profile.http.controller';
import { parsePartnerListQuery } from './admin-list-query';
import { MethodNotAllowedError } from '@jointly/common/errors';

import type { PartnerView } from '../partner/partner.entity';
import { AdminPartnersService } from './admin-partners.service';

/** The console's `partners` resource in the ra-data-simple-rest dialect (admins only). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/partners')
@Roles('admin')
export class AdminPartnersResourceController {
  constructor(private readonly partners: AdminPartnersService) {}

  @Get()
  @ApiOperation({ summary: 'Companies (partners) for the console (Content-Range: partners start-end/total)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PartnerView[]> {
    const query = parsePartnerListQuery(params);
    const { items, total } = await this.partners.list(query);
    reply.header('Content-Range', contentRange('partners', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One company' })
  get(@Param('id', uuidParam('id')) id: string): Promise<PartnerView> {
    return this.partners.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit the company profile; verification "verified" approves it (e-mail and notification); answers the record' })
  update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', uuidParam('id')) id: string,
    @Body() body: Record<string, unknown>,
  ): Promise<PartnerView> {
    return this.partners.update(admin, id, body ?? {});
  }

  @Post()
  @HttpCode(405)
  create(): never {
    throw new MethodNotAllowedError('Companies are created by their owners; the console cannot create them.');
  }

  @Delete(':id')
  @HttpCode(405)
  remove(): never {
    throw new MethodNotAllowedError('Companies cannot be deleted from the console.');
  }
}
