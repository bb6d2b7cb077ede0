import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@jointly/common/errors';
import { TenderDocumentStorage } from '../document-storage';
import { TenderRepository } from '../tender.repository';
import { DownloadTenderDocumentQuery, type TenderDocumentDownload } from './download-tender-document.query';

@QueryHandler(DownloadTenderDocumentQuery)
export class DownloadTenderDocumentHandler implements IQueryHandler<DownloadTenderDocumentQuery> {
  constructor(
    private readonly tenders: TenderRepository,
    private readonly storage: TenderDocumentStorage,
  ) {}

  async execute({ documentId }: DownloadTenderDocumentQuery): Promise<TenderDocumentDownload> {
    const doc = await this.tenders.findDocument(documentId);
    if (!doc) throw new NotFoundError(`No tender document with id ${documentId}.`, 'TENDER.DOCUMENT_NOT_FOUND');
    return { mimeType: doc.mime_type, sizeBytes: doc.size_bytes, fileName: doc.file_name, content: this.storage.stream(doc.storage_key) };
  }
}
