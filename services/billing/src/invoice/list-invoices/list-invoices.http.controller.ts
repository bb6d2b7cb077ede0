import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InvoiceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SpecPageRequestDto } from '@jointly/common/http';
import { ListInvoicesQuery } from './list-invoices.query';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/invoices')
export class ListInvoicesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's company's invoices, newest first (page, limit)" })
  list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: SpecPageRequestDto,
  ): Promise<{ invoices: InvoiceView[]; total: number; page: number; limit: number }> {
    return this.queries.execute(new ListInvoicesQuery(caller, query.page ?? 1, query.limit ?? 20));
  }
}
