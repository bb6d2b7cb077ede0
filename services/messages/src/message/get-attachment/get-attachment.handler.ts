import type { Readable } from 'node:stream';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '@jointly/common/errors';
import { isUuid } from '@jointly/common/http';
import { Participation } from '../../conversation/participation';
import { MessageFileStorage } from '../message-file-storage';

export class GetAttachmentQuery {
  constructor(
    readonly accountId: string,
    readonly attachmentId: string,
  ) {}
}

export interface AttachmentDownload {
  filename: string;
  mimeType: string;
  content: Readable;
}

/** An attachment for the participants of its conversation (404 for a malformed or unknown id). */
@QueryHandler(GetAttachmentQuery)
export class GetAttachmentHandler implements IQueryHandler<GetAttachmentQuery, AttachmentDownload> {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly files: MessageFileStorage,
  ) {}

  async execute({ accountId, attachmentId }: GetAttachmentQuery): Promise<AttachmentDownload> {
    const missing = new NotFoundError('This attachment does not exist.', 'ATTACHMENT.NOT_FOUND');
    if (!isUuid(attachmentId)) throw missing;
    const rows = (await this.dataSource.query(
      'SELECT conversation_id, storage_key, filename, mime_type FROM messages.attachment WHERE id = $1',
      [attachmentId],
    )) as Array<{ conversation_id: string; storage_key: string; filename: string; mime_type: string }>;
    if (!rows[0]) throw missing;
    await this.participation.assertParticipant(rows[0].conversation_id, accountId);
    return { filename: rows[0].filename, mimeType: rows[0].mime_type, content: this.files.stream(rows[0].storage_key) };
  }
}
