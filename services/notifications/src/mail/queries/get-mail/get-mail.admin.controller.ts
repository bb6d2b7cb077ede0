import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import type { MailLogEntry } from '../../mail-log.view';
import { GetMailQuery } from './get-mail.query';
import { MailIdParamDto } from './get-mail.request.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/mail')
@Roles('admin')
export class GetMailAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'One mail of the log with its text and HTML bodies' })
  get(@Param() { id }: MailIdParamDto): Promise<MailLogEntry> {
    return this.queries.execute(new GetMailQuery(id));
  }
}
