import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InvoiceStatus, InvoiceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { RaListRequestDto, contentRange, parseFilter, parseRange, parseSort } from '@jointly/common/http';
import { booleanFilter, textFilter } from '../../shared/filter-values';
import { invoicePdf } from '../invoice-pdf/invoice-pdf';
import { IssueInvoiceCommand } from '../issue-invoice/issue-invoice.handler';
import { IssueInvoiceRequestDto } from '../issue-invoice/issue-invoice.request.dto';
import { MarkInvoicePaidCommand } from '../mark-paid/mark-paid.handler';
import { VoidInvoiceCommand } from '../void-invoice/void-invoice.handler';
import { VoidInvoiceRequestDto } from '../void-invoice/void-invoice.request.dto';
import { GetInvoiceQuery } from './get-invoice.query';
import { ListAllInvoicesQuery } from './list-all-invoices.query';

const SORTS = ['issuedAt', 'number', 'dueDate', 'totalPence', 'status'] as const;
const STATUSES: InvoiceStatus[] = ['issued', 'paid', 'void'];

/** The console's `invoices` resource: list, show, issue, mark paid, void (each change audited), PDF. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/invoices')
@Roles('admin')
export class InvoicesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Invoices (filter: q, status, companyId, overdue; sort: issuedAt, number, dueDate, totalPence, status)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<InvoiceView[]> {
    const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
    const sort = parseSort(params.sort, SORTS, { field: 'issuedAt', order: 'DESC' });
    const raw = parseFilter(params.filter, ['q', 'status', 'companyId', 'overdue']);
    const status = textFilter(raw, 'status', 10) as InvoiceStatus | undefined;
    if (status && !STATUSES.includes(status))
      throw new InvalidInputError(`filter.status must be one of ${STATUSES.join(', ')}.`, 'REQUEST.INVALID_LIST_QUERY');
    const companyId = textFilter(raw, 'companyId', 36);
    if (companyId && !/^[0-9a-f-]{36}$/i.test(companyId))
      throw new InvalidInputError('filter.companyId must be an id.', 'REQUEST.INVALID_LIST_QUERY');
    const { items, total } = await this.queries.execute(
      new ListAllInvoicesQuery(
        { status, partyId: companyId, overdue: booleanFilter(raw, 'overdue'), q: textFilter(raw, 'q') },
        sort,
        offset,
        limit,
      ),
    );
    reply.header('Content-Range', contentRange('invoices', offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One invoice' })
  get(@Param('id', ParseUUIDPipe) id: string): Promise<InvoiceView> {
    return this.queries.execute(new GetInvoiceQuery(id));
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'One invoice as PDF' })
  async pdf(@Param('id', ParseUUIDPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const invoice = await this.queries.execute(new GetInvoiceQuery(id));
    void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${invoice.number}.pdf"`);
    return invoicePdf(invoice);
  }

  @Post()
  @ApiOperation({ summary: 'Issue an invoice to a company (audited; the number is the next of the year, without gaps)' })
  async issue(@CurrentUser() admin: AuthenticatedUser, @Body() body: IssueInvoiceRequestDto): Promise<InvoiceView> {
    return this.commands.execute<IssueInvoiceCommand, InvoiceView>(
      new IssueInvoiceCommand(admin, body.companyId, body.periodStart, body.periodEnd, body.lines),
    );
  }

  @Post(':id/mark-paid')
  @ApiOperation({ summary: 'Record a bank transfer: the invoice is paid (audited; again is a no-op; a void invoice: 409)' })
  async markPaid(@CurrentUser() admin: AuthenticatedUser, @Param('id', ParseUUIDPipe) id: string): Promise<InvoiceView> {
    return this.commands.execute<MarkInvoicePaidCommand, InvoiceView>(new MarkInvoicePaidCommand(admin, id));
  }

  @Post(':id/void')
  @ApiOperation({ summary: 'Void an issued invoice (audited; a paid invoice: 409)' })
  async void(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: VoidInvoiceRequestDto,
  ): Promise<InvoiceView> {
    return this.commands.execute<VoidInvoiceCommand, InvoiceView>(new VoidInvoiceCommand(admin, id, body.reason));
  }
}
