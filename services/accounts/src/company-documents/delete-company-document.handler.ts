import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '@jointly/common/errors';
import { FileStorage } from '../file/file-storage';
import { DeleteCompanyDocumentCommand } from './company-documents';

/**
 * Deletes a document its uploader no longer wants: the row first (so the file is gone for everyone at once), then the
 * bytes. Someone else's document answers 404 like a missing one, so ids cannot be probed.
 */
@CommandHandler(DeleteCompanyDocumentCommand)
export class DeleteCompanyDocumentHandler implements ICommandHandler<DeleteCompanyDocumentCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, id }: DeleteCompanyDocumentCommand): Promise<{ message: string }> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM accounts.stored_file WHERE id = $1 AND owner_account_id = $2 RETURNING storage_key`,
      [id, actor.id],
    )) as [Array<{ storage_key: string }>, number];
    if (!rows.length) throw new NotFoundError(`No document with id ${id}.`, 'FILE.NOT_FOUND');
    await this.storage.remove(rows[0].storage_key);
    return { message: 'Document deleted' };
  }
}
