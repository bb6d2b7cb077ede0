import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { NotFoundError } from '@jointly/common/errors';
import { OutboxService } from '@jointly/common/events';
import { EVIDENCE_PURPOSES } from '../file/document-purpose';
import { FileStorage } from '../file/file-storage';
import { documentStorageChanged } from '../file/storage-usage';
import { CompanyFactsPublisher } from '../partner/company-facts.publisher';
import { DeleteCompanyDocumentCommand } from './company-documents';

/**
 * Deletes a document its uploader no longer wants, while it is their company's (or, uploaded without one, theirs): the row first (so the file is gone for everyone at once), then the
 * bytes. Someone else's document answers 404 like a missing one, so ids cannot be probed. The freed bytes go to
 * messages as DocumentStorageChanged (the plan's storage counts documents and message attachments together). Deleting
 * a company's evidence (its last certificate of a certification, its financial accounts) publishes its facts without it
 * (CompanyFactsChanged) in the same transaction: eligibility re-rates the company.
 */
@CommandHandler(DeleteCompanyDocumentCommand)
export class DeleteCompanyDocumentHandler implements ICommandHandler<DeleteCompanyDocumentCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly facts: CompanyFactsPublisher,
  ) {}

  async execute({ actor, id }: DeleteCompanyDocumentCommand): Promise<{ message: string }> {
    const deleted = await transaction(this.dataSource, async (manager) => {
      // Evidence is among the company's facts: lock the company before the delete, publish them if it takes evidence away.
      // Only the uploader, and only while the document belongs to their company now (an uploader who left or was removed
      // no longer deletes the company's documents or its evidence: 404 like a missing one).
      const mine = `id = $1 AND owner_account_id = $2 AND company_id IS NOT DISTINCT FROM $3::uuid`;
      const [file] = (await manager.query(`SELECT company_id, purpose FROM accounts.stored_file WHERE ${mine}`, [
        id,
        actor.id,
        actor.companyId ?? null,
      ])) as Array<{ company_id: string | null; purpose: (typeof EVIDENCE_PURPOSES)[number] }>;
      const evidence =
        file?.company_id && EVIDENCE_PURPOSES.includes(file.purpose) ? await this.facts.lockEvidence(manager, file.company_id) : null;
      const [rows] = (await manager.query(
        `DELETE FROM accounts.stored_file WHERE ${mine} RETURNING storage_key, company_id, size_bytes::text AS size_bytes`,
        [id, actor.id, actor.companyId ?? null],
      )) as [Array<{ storage_key: string; company_id: string | null; size_bytes: string }>, number];
      if (!rows.length) throw new NotFoundError(`No document with id ${id}.`, 'FILE.NOT_FOUND');
      const { company_id: companyId, size_bytes: size } = rows[0];
      if (companyId && Number(size) > 0)
        await this.outbox.add(manager, documentStorageChanged(companyId, -Number(size), 'delete', actor.id));
      if (companyId && evidence) await this.facts.publishIfEvidenceChanged(manager, companyId, evidence, actor.id);
      return rows[0];
    });
    await this.storage.remove(deleted.storage_key);
    return { message: 'Document deleted' };
  }
}
