import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TenderEvents } from '@jointly/contracts';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import { OutboxService, createEvent } from '@jointly/common/events';
import type { ReceivedUpload } from '@jointly/common/http';
import { recordHash } from '../../ocds/tender-record';
import { TenderDocumentStorage } from '../document-storage';
import { TenderNotFoundError } from '../tender.errors';
import { TenderRepository } from '../tender.repository';
import { importedRecordOf, recordToColumns, rowToRecord, tenderSummary } from '../tender.row';
import { planTenderEdit } from './tender-edit-plan';
import type { TenderEdit } from './update-tender.request';

export class UpdateTenderCommand {
  constructor(
    readonly tenderId: string,
    readonly edit: TenderEdit,
    readonly files: ReceivedUpload[],
    readonly actorId: string,
    /** The admin's e-mail, for the audit log. */
    readonly actorEmail: string | null = null,
  ) {}
}

/**
 * An admin corrects a tender: edited fields become overrides that later imports keep (the imported values are
 * remembered so a field can be reverted), documents are stored and listed with the tender, and the audit log records
 * the edit (fields from/to) in the same transaction. TenderUpdated (with every changed field) goes to the outbox only
 * when the tender's summary changed — what eligibility rates and the other services' read models show — so a new
 * notice link, description or document re-rates nothing.
 */
@CommandHandler(UpdateTenderCommand)
export class UpdateTenderHandler implements ICommandHandler<UpdateTenderCommand, string> {
  constructor(
    private readonly tenders: TenderRepository,
    private readonly storage: TenderDocumentStorage,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ tenderId, edit, files, actorId, actorEmail }: UpdateTenderCommand): Promise<string> {
    const stored: string[] = [];
    try {
      for (const file of files) stored.push(await this.storage.put(file.bytes));
      return await this.tenders.write(async (manager) => {
        const row = await this.tenders.findByIdOrOcid(tenderId, manager, true);
        if (!row) throw new TenderNotFoundError(tenderId);
        const before = rowToRecord(row);
        const { final, overrides, importedValues, changed, summaryChanged } = planTenderEdit(
          row.id,
          before,
          importedRecordOf(row),
          row.overrides,
          edit,
          files.length,
        );
        await this.tenders.saveEdit(manager, row.id, {
          columns: recordToColumns(final),
          overrides,
          importedValues,
          contentHash: recordHash(final),
        });
        for (const [index, file] of files.entries()) {
          await this.tenders.addDocument(manager, row.id, {
            fileName: file.filename,
            mimeType: file.mimeType,
            sizeBytes: file.bytes.length,
            storageKey: stored[index],
            uploadedBy: actorId,
          });
        }
        if (!changed.length) return row.id;
        if (summaryChanged) {
          await this.outbox.add(
            manager,
            createEvent(TenderEvents.TenderUpdated, {
              aggregateId: row.id,
              actorId,
              payload: { ...tenderSummary(row.id, final), changedFields: changed },
            }),
          );
        }
        const changes = fieldChanges(
          before as unknown as Record<string, unknown>,
          final as unknown as Record<string, unknown>,
          changed.filter((f) => f !== 'documents'),
        );
        await recordAdminAction(this.outbox, manager, {
          actor: { id: actorId, email: actorEmail },
          action: 'tender.update',
          resource: 'tenders',
          resourceId: row.id,
          summary: `Edited tender "${final.title.slice(0, 200)}"${files.length ? ` and attached ${files.map((f) => f.filename).join(', ')}` : ''}`,
          changes: {
            ...changes,
            ...(files.length ? { documents: { from: null, to: files.map((f) => f.filename) } } : {}),
          },
        });
        return row.id;
      });
    } catch (error) {
      for (const key of stored) await this.storage.remove(key);
      throw error;
    }
  }
}
