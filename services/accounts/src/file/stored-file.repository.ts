import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DocumentPurpose } from '@jointly/contracts';
import { purposeLabelOf } from './document-purpose';

export interface StoredFileRow {
  id: string;
  owner_account_id: string;
  company_id: string | null;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  storage_key: string;
  purpose: DocumentPurpose;
  /** The certification a certificate evidences (an id of the platform's list); null for other purposes. */
  certification_id: string | null;
  /** A free-text purpose from before purposes were a list (the row's purpose is then 'other'). */
  legacy_purpose: string | null;
  created_at: Date;
}

/** An uploaded document as the API answers it. */
export interface StoredFileView {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  purpose: DocumentPurpose;
  /** For a certificate: the certification id it evidences. */
  certification: string | null;
  /** The purpose in words: 'Certificate: ISO 27001 information security', 'Other document: <a legacy label>'. */
  purposeLabel: string;
  url: string;
  createdAt: string;
}

export const storedFileView = (row: StoredFileRow): StoredFileView => ({
  id: row.id,
  name: row.original_name,
  mimeType: row.mime_type,
  size: Number(row.size_bytes),
  purpose: row.purpose,
  certification: row.certification_id,
  purposeLabel: purposeLabelOf(row),
  url: `/api/file/${row.id}`,
  createdAt: row.created_at.toISOString(),
});

/** `accounts.stored_file`: the uploaded documents' records (the bytes are in FileStorage). */
@Injectable()
export class StoredFileRepository {
  constructor(@InjectDataSource('accounts') readonly dataSource: DataSource) {}

  async get(id: string): Promise<StoredFileRow | undefined> {
    const [row] = (await this.dataSource.query('SELECT * FROM accounts.stored_file WHERE id = $1', [id])) as StoredFileRow[];
    return row;
  }

  /** Locks the account's uploads for the transaction (one quota check at a time) and answers the bytes it stores. */
  async lockAndMeasureUsage(manager: EntityManager, accountId: string): Promise<number> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accounts.upload-quota:${accountId}`]);
    const [{ used }] = (await manager.query(
      'SELECT coalesce(sum(size_bytes), 0)::bigint AS used FROM accounts.stored_file WHERE owner_account_id = $1',
      [accountId],
    )) as Array<{ used: string }>;
    return Number(used);
  }

  async insert(
    manager: EntityManager,
    file: {
      ownerAccountId: string;
      companyId: string | null;
      originalName: string;
      mimeType: string;
      sizeBytes: number;
      storageKey: string;
      purpose: DocumentPurpose;
      certificationId: string | null;
    },
  ): Promise<StoredFileRow> {
    const [row] = (await manager.query(
      `INSERT INTO accounts.stored_file (owner_account_id, company_id, original_name, mime_type, size_bytes, storage_key, purpose, certification_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        file.ownerAccountId,
        file.companyId,
        file.originalName,
        file.mimeType,
        file.sizeBytes,
        file.storageKey,
        file.purpose,
        file.certificationId,
      ],
    )) as StoredFileRow[];
    return row;
  }
}
