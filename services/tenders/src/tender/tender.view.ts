import type { TenderDetail } from '@jointly/contracts';
import type { CpvCode } from '../ocds/cpv/cpv';
import type { TenderListItem } from '../search/tender-search';
import type { StoredDocumentRow } from './tender.repository';
import type { TenderRow } from './tender.row';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const category = (cpv: CpvCode[]) => (cpv[0] ? (cpv[0].label ?? cpv[0].divisionLabel) : null);

/** A tender as lists show it (fetch-multiple, no-links): the search list item without highlights. */
export function tenderListView(row: TenderRow): TenderListItem {
  return {
    id: row.id,
    ocid: row.ocid,
    title: row.title,
    buyerName: row.buyer_name,
    status: row.status,
    closingDate: iso(row.closing_date),
    publishedDate: iso(row.published_at),
    value: row.value_amount === null ? null : Number(row.value_amount),
    currency: row.value_currency,
    cpvCodes: row.cpv,
    category: category(row.cpv),
    regions: row.regions,
    procurementMethod: row.procurement_method,
    noticeUrl: row.notice_url,
    sourcePublisher: row.source_publisher,
    titleHighlight: row.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    snippet: row.description ? row.description.slice(0, 320) : null,
  };
}

/** The full tender for GET /tender/view/{id}: the contracts' wire type; admin uploads come as `uploaded` documents. */
export function tenderDetailView(row: TenderRow, uploads: StoredDocumentRow[] = []): TenderDetail {
  const d = row.details;
  return {
    id: row.id,
    ocid: row.ocid,
    title: row.title,
    description: row.description,
    buyerName: row.buyer_name,
    buyerId: row.buyer_id,
    buyerContact: row.buyer_contact,
    status: row.status,
    ocdsStatus: row.ocds_status,
    value: row.value_amount === null ? null : Number(row.value_amount),
    currency: row.value_currency,
    valueSource: d.valueSource ?? null,
    minValue: d.minValue ?? null,
    closingDate: iso(row.closing_date),
    closingDateNote: d.closingDateNote ?? null,
    publishedDate: iso(row.published_at),
    updatedAt: row.updated_at.toISOString(),
    cpvCodes: row.cpv,
    category: category(row.cpv),
    regions: row.regions,
    regionCodes: d.regionCodes ?? [],
    procurementMethod: row.procurement_method,
    procurementMethodDetails: row.procurement_method_details,
    mainProcurementCategory: d.mainProcurementCategory ?? null,
    noticeUrl: row.notice_url,
    source: { platform: row.source_platform, publisher: row.source_publisher },
    lots: d.lots ?? [],
    documents: [
      ...(d.documents ?? []),
      ...uploads.map((u) => ({
        id: u.id,
        type: 'uploaded',
        title: u.file_name,
        url: `/api/tender/document/${u.id}`,
        format: u.mime_type,
        datePublished: u.created_at.toISOString(),
        storedDocumentId: u.id,
        uploaded: true,
      })),
    ],
    awards: d.awards ?? [],
    links: d.links ?? [],
    tenderPeriod: d.tenderPeriod ?? null,
    contractPeriod: d.contractPeriod ?? null,
    enquiryDeadline: d.enquiryDeadline ?? null,
    suitability: d.suitability ?? null,
    specialRegime: d.specialRegime ?? [],
    language: d.language ?? null,
    releaseIds: d.releaseIds ?? [],
    editedFields: Object.keys(row.overrides ?? {}).sort(),
  };
}
