import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { PayloadTooLargeError } from '@jointly/common/errors';
import type { ReceivedMultipart } from '@jointly/common/http';
import { OutboxService } from '@jointly/common/events';
import { PlanLimitChecker } from '@jointly/common/limits';
import { CompanyFactsPublisher } from '../../partner/company-facts.publisher';
import { RateLimiter, UPLOADS_PER_ACCOUNT } from '../../rate-limit/rate-limiter';
import { EVIDENCE_PURPOSES, parseDocumentPurpose } from '../document-purpose';
import { FileStorage } from '../file-storage';
import { BYTES_PER_MB, countStorageMb, documentStorageChanged } from '../storage-usage';
import { StoredFileRepository, StoredFileView, storedFileView } from '../stored-file.repository';

export class UploadDocumentCommand {
  /** `receive` reads the multipart body; it is called only once the caller is within the upload limit. */
  constructor(
    readonly caller: AuthenticatedUser,
    readonly receive: () => Promise<ReceivedMultipart>,
  ) {}
}

export interface UploadedDocuments {
  file: StoredFileView;
  files: StoredFileView[];
  message: string;
}

/**
 * Stores uploaded documents within the account's upload rate and storage quota (413 `UPLOAD.QUOTA_EXCEEDED`) and the
 * company plan's storage (403 `PLAN.LIMIT_REACHED`, every member's documents plus the company's message attachments,
 * which messages reports by events; the bytes added go back to messages as DocumentStorageChanged). One account's (and one
 * company's) uploads are counted one at a time, so parallel requests cannot pass either together; a refused or failed
 * upload leaves no bytes behind (nothing is written before both checks pass). Each upload has a purpose of the list
 * (400 `FILE.INVALID_PURPOSE` before anything is stored); a certificate or financial accounts uploaded for the caller's
 * company is evidence among its facts, published (CompanyFactsChanged) in the same transaction when it adds to them.
 */
@CommandHandler(UploadDocumentCommand)
export class UploadDocumentHandler implements ICommandHandler<UploadDocumentCommand, UploadedDocuments> {
  constructor(
    private readonly files: StoredFileRepository,
    private readonly storage: FileStorage,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: PlanLimitChecker,
    private readonly outbox: OutboxService,
    private readonly facts: CompanyFactsPublisher,
  ) {}

  async execute({ caller, receive }: UploadDocumentCommand): Promise<UploadedDocuments> {
    await this.limiter.hit('upload', caller.id, UPLOADS_PER_ACCOUNT);
    const { files, fields } = await receive();
    const { purpose, certificationId } = parseDocumentPurpose(fields);
    const companyId = caller.companyId;
    const keys: string[] = [];
    try {
      const stored = await transaction(this.files.dataSource, async (manager) => {
        const used = await this.files.lockAndMeasureUsage(manager, caller.id);
        const adding = files.reduce((total, file) => total + file.bytes.length, 0);
        if (used + adding > this.config.uploadQuotaBytes) {
          const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
          throw new PayloadTooLargeError(
            `Your documents would take more than your ${mb(this.config.uploadQuotaBytes)} MB of storage (${mb(used)} MB used); delete some first.`,
            'UPLOAD.QUOTA_EXCEEDED',
          );
        }
        if (caller.companyId) await this.limits.assertCanAdd(manager, caller.companyId, 'storageMb', countStorageMb, adding / BYTES_PER_MB);
        // Evidence is among the company's facts: lock the company, and publish them if this upload adds to its evidence.
        const evidence = companyId && EVIDENCE_PURPOSES.includes(purpose) ? await this.facts.lockEvidence(manager, companyId) : null;
        const rows: StoredFileView[] = [];
        for (const file of files) {
          const key = await this.storage.put(file.bytes);
          keys.push(key);
          const row = await this.files.insert(manager, {
            ownerAccountId: caller.id,
            companyId: caller.companyId,
            originalName: file.filename,
            mimeType: file.mimeType,
            sizeBytes: file.bytes.length,
            storageKey: key,
            purpose,
            certificationId,
          });
          rows.push(storedFileView(row));
        }
        if (companyId && evidence) await this.facts.publishIfEvidenceChanged(manager, companyId, evidence, caller.id);
        if (caller.companyId && adding > 0)
          await this.outbox.add(manager, documentStorageChanged(caller.companyId, adding, 'upload', caller.id));
        return rows;
      });
      return { file: stored[0], files: stored, message: stored.length === 1 ? 'Document uploaded' : `${stored.length} documents uploaded` };
    } catch (error) {
      await Promise.all(keys.map((key) => this.storage.remove(key)));
      throw error;
    }
  }
}
