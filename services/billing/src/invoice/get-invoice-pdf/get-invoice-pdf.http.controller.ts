import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { GetInvoicePdfQuery } from './get-invoice-pdf.query';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/invoices')
export class GetInvoicePdfController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'One invoice of the caller’s company as PDF (others: 404)' })
  async pdf(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { file, fileName } = await this.queries.execute(new GetInvoicePdfQuery(caller, id));
    void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`);
    return file;
  }
}
