import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { NotFoundError } from '@jointly/common/errors';
import { OutboxService } from '@jointly/common/events';
import { FileStorage } from '../file/file-storage';
import { documentStorageChanged } from '../file/storage-usage';
import { DeleteCompanyDocumentCommand } from './company-documents';

/**
 * Deletes a document its uploader no longer wants: the row first (so the file is gone for everyone at once), then the
 * bytes. Someone else's document answers 404 like a missing one, so ids cannot be probed. The freed bytes go to
 * messages as DocumentStorageChanged (the plan's storage counts documents and message attachments together).
 */
@CommandHandler(DeleteCompanyDocumentCommand)
export class DeleteCompanyDocumentHandler implements ICommandHandler<DeleteCompanyDocumentCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ actor, id }: DeleteCompanyDocumentCommand): Promise<{ message: string }> {
    const deleted = await transaction(this.dataSource, async (manager) => {
      const [rows] = (await manager.query(
        `DELETE FROM accounts.stored_file WHERE id = $1 AND owner_account_id = $2 RETURNING storage_key, company_id, size_bytes::text AS size_bytes`,
        [id, actor.id],
      )) as [Array<{ storage_key: string; company_id: string | null; size_bytes: string }>, number];
      if (!rows.length) throw new NotFoundError(`No document with id ${id}.`, 'FILE.NOT_FOUND');
      const { company_id: companyId, size_bytes: size } = rows[0];
      if (companyId && Number(size) > 0)
        await this.outbox.add(manager, documentStorageChanged(companyId, -Number(size), 'delete', actor.id));
      return rows[0];
    });
    await this.storage.remove(deleted.storage_key);
    return { message: 'Document deleted' };
  }
}
