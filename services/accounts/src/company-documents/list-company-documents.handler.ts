import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DocumentPurpose } from '@jointly/contracts';
import { purposeLabelOf } from '../file/document-purpose';
import { type CompanyDocumentView, DOCUMENTS_LIST_MAX, ListCompanyDocumentsQuery } from './company-documents';

/**
 * The caller's documents and their company's (the company claim is the token's, which membership changes override:
 * a removed member no longer sees the company's files). Newest first.
 */
@QueryHandler(ListCompanyDocumentsQuery)
export class ListCompanyDocumentsHandler implements IQueryHandler<ListCompanyDocumentsQuery, CompanyDocumentView[]> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute({ actor }: ListCompanyDocumentsQuery): Promise<CompanyDocumentView[]> {
    const rows = (await this.dataSource.query(
      `SELECT f.id, f.owner_account_id, f.original_name, f.mime_type, f.size_bytes, f.purpose, f.certification_id, f.legacy_purpose, f.created_at
         FROM accounts.stored_file f
        WHERE f.owner_account_id = $1 OR ($2::uuid IS NOT NULL AND f.company_id = $2::uuid)
        ORDER BY f.created_at DESC, f.id
        LIMIT ${DOCUMENTS_LIST_MAX}`,
      [actor.id, actor.companyId],
    )) as Array<{
      id: string;
      owner_account_id: string;
      original_name: string;
      mime_type: string;
      size_bytes: string | number;
      purpose: DocumentPurpose;
      certification_id: string | null;
      legacy_purpose: string | null;
      created_at: Date;
    }>;
    return rows.map((row) => ({
      id: row.id,
      name: row.original_name,
      mimeType: row.mime_type,
      size: Number(row.size_bytes),
      purpose: row.purpose,
      certification: row.certification_id,
      purposeLabel: purposeLabelOf(row),
      url: `/api/file/${row.id}`,
      createdAt: row.created_at.toISOString(),
      mine: row.owner_account_id === actor.id,
    }));
  }
}
