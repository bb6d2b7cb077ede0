import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

/** A document an admin attached to a tender: what to send it as, and its content (404 when unknown). */
export interface TenderDocumentDownload {
  mimeType: string;
  /** As stored (a bigint column: text). */
  sizeBytes: string;
  fileName: string;
  content: Readable;
}

export class DownloadTenderDocumentQuery extends Query<TenderDocumentDownload> {
  constructor(readonly documentId: string) {
    super();
  }
}
