import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InvoiceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SpecPageRequestDto } from '@jointly/common/http';
import { billingPartyOf } from '../../shared/billing-party';
import { invoicePdf } from '../invoice-pdf/invoice-pdf';
import { InvoiceNotFoundError, InvoiceRepository } from '../invoice.repository';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoiceRepository) {}

  @Get()
  @ApiOperation({ summary: "The caller's company's invoices, newest first (page, limit)" })
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: SpecPageRequestDto,
  ): Promise<{ invoices: InvoiceView[]; total: number; page: number; limit: number }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { items, total } = await this.invoices.listForParty(billingPartyOf(caller), (page - 1) * limit, limit);
    return { invoices: items, total, page, limit };
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'One invoice of the caller’s company as PDF (others: 404)' })
  async pdf(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const invoice = await this.invoices.get(id);
    if (invoice.companyId !== billingPartyOf(caller)) throw new InvoiceNotFoundError(id);
    const file = await invoicePdf(invoice);
    void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${invoice.number}.pdf"`);
    return file;
  }
}
