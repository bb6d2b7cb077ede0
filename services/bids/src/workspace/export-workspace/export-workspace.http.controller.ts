import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { readSectionBodies } from '../section-bodies';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { WorkspaceRepository } from '../workspace.repository';
import { workspaceDocx, type ExportInput } from './workspace-docx';
import { workspacePdf } from './workspace-pdf';

/** A file name from the workspace's name: letters, digits, dashes. */
const fileName = (name: string) =>
  (
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'bid'
  ).slice(0, 80);

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ExportWorkspaceController {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly workspaces: WorkspaceRepository,
  ) {}

  @Get(':id/export.docx')
  @ApiProduces('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOperation({ summary: 'The bid as DOCX: tender title, buyer, closing date, sections in order, no comments (members)' })
  async docx(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { input, name } = await this.exportInput(user, id);
    const file = await workspaceDocx(input);
    void reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', `attachment; filename="${fileName(name)}.docx"`);
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
    const { input, name } = await this.exportInput(user, id);
    const file = await workspacePdf(input);
    void reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName(name)}.pdf"`);
    return file;
  }

  /** What both exports show, for a member of the workspace (others: the members rule's 403/404). */
  private async exportInput(user: AuthenticatedUser, id: string): Promise<{ input: ExportInput; name: string }> {
    const workspace = await this.members.readable(user, id);
    const bodies = await readSectionBodies(this.workspaces.dataSource, workspace.id);
    return {
      name: workspace.name,
      input: {
        name: workspace.name,
        tender: workspace.tenderId
          ? { title: workspace.tenderTitle, buyerName: workspace.buyerName, closingDate: workspace.closingDate?.toISOString() ?? null }
          : null,
        sections: workspace.sections.map((s) => ({ title: s.title, body: bodies.get(s.id) ?? '' })),
      },
    };
  }
}
