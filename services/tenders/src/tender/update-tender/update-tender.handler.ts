import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TenderEvents } from '@jointly/contracts';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import type { ReceivedUpload } from '@jointly/common/http';
import { applyOverrides, changedFields, recordHash, type TenderOverrides, type TenderRecord } from '../../ocds/tender-record';
import { TenderDocumentStorage } from '../document-storage';
import { TenderNotFoundError } from '../tender.errors';
import { tendersChanged } from '../../search/tender-changes';
import { TenderRepository } from '../tender.repository';
import { importedRecordOf, recordToColumns, rowToRecord, tenderSummary } from '../tender.row';
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
 * remembered so a field can be reverted), documents are stored and listed with the tender, and TenderUpdated goes
 * to the outbox with the changed fields; the audit log records the edit (fields from/to) in the same transaction.
 */
@CommandHandler(UpdateTenderCommand)
export class UpdateTenderHandler implements ICommandHandler<UpdateTenderCommand, string> {
  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    private readonly tenders: TenderRepository,
    private readonly storage: TenderDocumentStorage,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ tenderId, edit, files, actorId, actorEmail }: UpdateTenderCommand): Promise<string> {
    const stored: string[] = [];
    try {
      for (const file of files) stored.push(await this.storage.put(file.bytes));
      const id = await transaction(this.dataSource, async (manager) => {
        const row = await this.tenders.findByIdOrOcid(tenderId, manager, true);
        if (!row) throw new TenderNotFoundError(tenderId);
        const imported = importedRecordOf(row);
        const overrides: TenderOverrides = { ...(row.overrides ?? {}), ...edit.set };
        for (const field of edit.revert) delete overrides[field];
        const before = rowToRecord(row);
        const final = applyOverrides(imported, overrides);
        const importedValues = Object.fromEntries(Object.keys(overrides).map((k) => [k, imported[k as keyof TenderRecord]]));
        const columns = recordToColumns(final);
        const names = Object.keys(columns);
        await manager.query(
          `UPDATE tenders.tender SET ${names.map((n) => `${n} = x.${n}`).join(', ')},
             overrides = $2::jsonb, imported_values = $3::jsonb, content_hash = $4, updated_at = now()
           FROM jsonb_to_record($1::jsonb) AS x(${RECORD_TYPES.filter(([n]) => names.includes(n))
             .map(([n, t]) => `${n} ${t}`)
             .join(', ')})
           WHERE tenders.tender.id = $5`,
          [JSON.stringify(columns), JSON.stringify(overrides), JSON.stringify(importedValues), recordHash(final), row.id],
        );
        for (const [index, file] of files.entries()) {
          await manager.query(
            'INSERT INTO tenders.tender_document (tender_id, file_name, mime_type, size_bytes, storage_key, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6)',
            [row.id, file.filename, file.mimeType, file.bytes.length, stored[index], actorId],
          );
        }
        const changed = changedFields(before, final);
        if (files.length) changed.push('documents');
        if (changed.length) {
          await this.outbox.add(
            manager,
            createEvent(TenderEvents.TenderUpdated, {
              aggregateId: row.id,
              actorId,
              payload: { ...tenderSummary(row.id, final), changedFields: changed },
            }),
          );
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
        }
        return row.id;
      });
      tendersChanged(this.dataSource);
      return id;
    } catch (error) {
      for (const key of stored) await this.storage.remove(key);
      throw error;
    }
  }
}

/** Column types for reading recordToColumns() output back with jsonb_to_record. */
const RECORD_TYPES: Array<[string, string]> = [
  ['ocid', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['buyer_name', 'text'],
  ['buyer_id', 'text'],
  ['buyer_contact', 'jsonb'],
  ['status', 'text'],
  ['ocds_status', 'text'],
  ['value_amount', 'numeric'],
  ['value_currency', 'text'],
  ['closing_date', 'timestamptz'],
  ['published_at', 'timestamptz'],
  ['last_release_key', 'text'],
  ['main_cpv', 'text'],
  ['cpv_codes', 'text[]'],
  ['cpv_prefixes', 'text[]'],
  ['cpv_divisions', 'text[]'],
  ['cpv', 'jsonb'],
  ['regions', 'text[]'],
  ['procurement_method', 'text'],
  ['procurement_method_details', 'text'],
  ['notice_url', 'text'],
  ['source_platform', 'text'],
  ['source_publisher', 'text'],
  ['details', 'jsonb'],
];
