import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ExportWorkspaceQuery } from './export-workspace.query';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ExportWorkspaceController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/export.docx')
  @ApiProduces('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOperation({ summary: 'The bid as DOCX: tender title, buyer, closing date, sections in order, no comments (members)' })
  async docx(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { file, fileName } = await this.queries.execute(new ExportWorkspaceQuery(user, id, 'docx'));
    void reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    return file;
  }

  @Get(':id/export.pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The bid as PDF: tender title, buyer, closing date, sections in order, no comments (members)' })
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { file, fileName } = await this.queries.execute(new ExportWorkspaceQuery(user, id, 'pdf'));
    void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`);
    return file;
  }
}
