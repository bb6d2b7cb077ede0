import type { Readable } from 'node:stream';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuthenticatedUser, isAdmin } from '@jointly/common/auth';
import { NotFoundError } from '@jointly/common/errors';
import { FileStorage } from '../file-storage';
import { StoredFileRepository } from '../stored-file.repository';

export class DownloadDocumentQuery {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly id: string,
  ) {}
}

export interface DocumentDownload {
  name: string;
  mimeType: string;
  size: number;
  content: Readable;
}

/** An uploaded document for its owner, their company or admins; anyone else's answers like a missing one (ids cannot be probed). */
@QueryHandler(DownloadDocumentQuery)
export class DownloadDocumentHandler implements IQueryHandler<DownloadDocumentQuery, DocumentDownload> {
  constructor(
    private readonly files: StoredFileRepository,
    private readonly storage: FileStorage,
  ) {}

  async execute({ caller, id }: DownloadDocumentQuery): Promise<DocumentDownload> {
    const row = await this.files.get(id);
    const allowed =
      row && (row.owner_account_id === caller.id || (row.company_id !== null && row.company_id === caller.companyId) || isAdmin(caller));
    if (!allowed) throw new NotFoundError(`No document with id ${id}.`, 'FILE.NOT_FOUND');
    return {
      name: row.original_name,
      mimeType: row.mime_type,
      size: Number(row.size_bytes),
      content: this.storage.stream(row.storage_key),
    };
  }
}
