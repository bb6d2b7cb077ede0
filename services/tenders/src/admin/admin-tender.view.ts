import type { TenderStatus } from '@jointly/contracts';
import type { StoredDocumentRow } from '../tender/tender.repository';
import type { TenderRow } from '../tender/tender.row';

/** A tender as the console's `tenders` resource shows it. */
export interface AdminTenderView {
  id: string;
  ocid: string;
  title: string;
  description: string | null;
  buyerName: string | null;
  status: TenderStatus;
  value: number | null;
  currency: string | null;
  closingDate: string | null;
  publishedDate: string | null;
  cpvCodes: Array<{ code: string; label: string | null }>;
  regions: string[];
  noticeUrl: string | null;
  /** open, selective, limited or direct (OCDS procurementMethod), or null. */
  procurementMethod: string | null;
  /** Documents admins attached (size known) and those the notice lists (size null). */
  documents: Array<{ id: string; name: string; url: string; contentType: string | null; size: number | null }>;
  publisher: string | null;
  updatedAt: string;
  /** Fields an admin corrected by hand (kept over later imports). */
  editedFields: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function adminTenderView(row: TenderRow, uploads: StoredDocumentRow[]): AdminTenderView {
  const published = (row.details?.documents ?? [])
    .filter((d) => d.url && !d.storedDocumentId)
    .map((d, index) => ({
      id: d.id ?? `notice-document-${index + 1}`,
      name: d.title ?? d.url!,
      url: d.url!,
      contentType: d.format,
      size: null,
    }));
  return {
    id: row.id,
    ocid: row.ocid,
    title: row.title,
    description: row.description,
    buyerName: row.buyer_name,
    status: row.status,
    value: row.value_amount === null ? null : Number(row.value_amount),
    currency: row.value_currency,
    closingDate: iso(row.closing_date),
    publishedDate: iso(row.published_at),
    cpvCodes: (row.cpv ?? []).map((c) => ({ code: c.code, label: c.label ?? c.divisionLabel ?? null })),
    regions: row.regions ?? [],
    noticeUrl: row.notice_url,
    procurementMethod: row.procurement_method,
    documents: [
      ...uploads.map((u) => ({
        id: u.id,
        name: u.file_name,
        url: `/api/tender/document/${u.id}`,
        contentType: u.mime_type,
        size: Number(u.size_bytes),
      })),
      ...published,
    ],
    publisher: row.source_publisher,
    updatedAt: row.updated_at.toISOString(),
    editedFields: Object.keys(row.overrides ?? {}).sort(),
  };
}
