import { Controller, Delete, Get, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { uuidParam } from '../shared/routes';
import { type CompanyDocumentView, DeleteCompanyDocumentCommand, ListCompanyDocumentsQuery } from './company-documents';

/** The documents and evidence on the profile: list (the caller's and their company's) and delete (the uploader's own). */
@ApiTags('accounts: files')
@ApiBearerAuth()
@ApiErrors(404)
@Controller('file')
export class CompanyDocumentsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('documents')
  @ApiOperation({ summary: 'Documents uploaded by the caller or their company, newest first' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<CompanyDocumentView[]> {
    return this.queries.execute(new ListCompanyDocumentsQuery(user));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a document the caller uploaded (404 for anyone else’s)' })
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id', uuidParam('id')) id: string): Promise<{ message: string }> {
    return this.commands.execute(new DeleteCompanyDocumentCommand(user, id));
  }
}
