import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readSectionBodies } from '../section-bodies';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { WorkspaceRepository } from '../workspace.repository';
import { ExportWorkspaceQuery } from './export-workspace.query';
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

@QueryHandler(ExportWorkspaceQuery)
export class ExportWorkspaceHandler implements IQueryHandler<ExportWorkspaceQuery> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly workspaces: WorkspaceRepository,
  ) {}

  async execute({ caller, workspaceId, format }: ExportWorkspaceQuery): Promise<{ file: Buffer; fileName: string }> {
    const { input, name } = await this.exportInput(caller, workspaceId);
    const file = format === 'docx' ? await workspaceDocx(input) : await workspacePdf(input);
    return { file, fileName: `${fileName(name)}.${format}` };
  }

  /** What both exports show, for a member of the workspace (others: the members rule's 403/404). */
  private async exportInput(caller: ExportWorkspaceQuery['caller'], id: string): Promise<{ input: ExportInput; name: string }> {
    const workspace = await this.members.readable(caller, id);
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
