import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';

export type ExportFormat = 'docx' | 'pdf';

/** The bid as a file (tender title, buyer, closing date, sections in order, no comments), for a member of the workspace. */
export class ExportWorkspaceQuery extends Query<{ file: Buffer; fileName: string }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly format: ExportFormat,
  ) {
    super();
  }
}
