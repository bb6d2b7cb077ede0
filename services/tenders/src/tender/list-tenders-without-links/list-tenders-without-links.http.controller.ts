import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { MAX_PAGE_SIZE } from '../../search/search-criteria';
import { ListTendersWithoutLinksQuery } from './list-tenders-without-links.query';

function positive(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new InvalidInputError(`${name} must be a whole number from 1 to ${max}, got "${value}".`, 'REQUEST.INVALID_PAGING');
  }
  return Number(value);
}

@ApiTags('tenders')
@Controller('tender')
export class ListTendersWithoutLinksController {
  constructor(private readonly queries: QueryBus) {}

  @Get('no-links')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Tenders without a notice link, newest first (admins)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  noLinks(@Query('page') pageRaw?: string, @Query('limit') limitRaw?: string) {
    const page = positive(pageRaw, 'page', 1, 1_000_000);
    const limit = positive(limitRaw, 'limit', 10, MAX_PAGE_SIZE);
    return this.queries.execute(new ListTendersWithoutLinksQuery(page, limit));
  }
}
