import type { TenderCriteriaSource, TenderStatus, TenderSummary } from '@jointly/contracts';
import { cpvPrefixes, type CpvCode } from '../ocds/cpv/cpv';
import type { BuyerContact, TenderDetails, TenderOverrides, TenderRecord } from '../ocds/tender-record';

/** A row of tenders.tender as the pg driver returns it (snake_case; numeric as string; timestamps as Date). */
export interface TenderRow {
  id: string;
  ocid: string;
  title: string;
  description: string | null;
  buyer_name: string | null;
  buyer_id: string | null;
  buyer_contact: BuyerContact | null;
  status: TenderStatus;
  ocds_status: string | null;
  value_amount: string | null;
  value_currency: string | null;
  closing_date: Date | null;
  published_at: Date | null;
  last_release_key: string;
  main_cpv: string | null;
  cpv_codes: string[];
  cpv: CpvCode[];
  regions: string[];
  procurement_method: string | null;
  procurement_method_details: string | null;
  notice_url: string | null;
  source_platform: string | null;
  source_publisher: string | null;
  details: TenderDetails;
  overrides: TenderOverrides;
  imported_values: TenderOverrides;
  content_hash: string;
  created_at: Date;
  updated_at: Date;
}

/** Every column but the search vector (which PostgreSQL computes). */
export const TENDER_COLUMNS =
  'id, ocid, title, description, buyer_name, buyer_id, buyer_contact, status, ocds_status, value_amount, value_currency, closing_date, ' +
  'published_at, last_release_key, main_cpv, cpv_codes, cpv, regions, procurement_method, procurement_method_details, notice_url, ' +
  'source_platform, source_publisher, details, overrides, imported_values, content_hash, created_at, updated_at';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v));

/** The record as stored (overrides applied), read back from a row. */
export function rowToRecord(row: TenderRow): TenderRecord {
  return {
    ocid: row.ocid,
    title: row.title,
    description: row.description,
    buyerName: row.buyer_name,
    buyerId: row.buyer_id,
    buyerContact: row.buyer_contact,
    status: row.status,
    ocdsStatus: row.ocds_status,
    value: num(row.value_amount),
    currency: row.value_currency,
    closingDate: iso(row.closing_date),
    publishedAt: iso(row.published_at),
    lastReleaseKey: row.last_release_key,
    cpv: row.cpv,
    regions: row.regions,
    procurementMethod: row.procurement_method,
    procurementMethodDetails: row.procurement_method_details,
    noticeUrl: row.notice_url,
    sourcePlatform: row.source_platform,
    sourcePublisher: row.source_publisher,
    details: row.details,
  };
}

/** The record as imported (before admin overrides), read back from a row. */
export function importedRecordOf(row: TenderRow): TenderRecord {
  return { ...rowToRecord(row), ...(row.imported_values ?? {}) };
}

/** Column values of a record, as one JSON object for `jsonb_to_recordset` (see TENDER_RECORDSET_COLUMNS). */
export function recordToColumns(record: TenderRecord): Record<string, unknown> {
  const codes = record.cpv.map((c) => c.code);
  return {
    ocid: record.ocid,
    title: record.title,
    description: record.description,
    buyer_name: record.buyerName,
    buyer_id: record.buyerId,
    buyer_contact: record.buyerContact,
    status: record.status,
    ocds_status: record.ocdsStatus,
    value_amount: record.value,
    value_currency: record.currency,
    closing_date: record.closingDate,
    published_at: record.publishedAt,
    last_release_key: record.lastReleaseKey,
    main_cpv: codes[0] ?? null,
    cpv_codes: codes,
    cpv_prefixes: [...new Set(codes.flatMap(cpvPrefixes))],
    cpv_divisions: [...new Set(codes.map((c) => c.slice(0, 2)))],
    cpv: record.cpv,
    regions: record.regions,
    procurement_method: record.procurementMethod,
    procurement_method_details: record.procurementMethodDetails,
    notice_url: record.noticeUrl,
    source_platform: record.sourcePlatform,
    source_publisher: record.sourcePublisher,
    details: record.details,
  };
}

/** Column list and types of the recordset a batch upsert reads (`jsonb_to_recordset($1) AS x(<this>)`). */
export const TENDER_RECORDSET_COLUMNS =
  'id uuid, ocid text, title text, description text, buyer_name text, buyer_id text, buyer_contact jsonb, status text, ocds_status text, ' +
  'value_amount numeric, value_currency text, closing_date timestamptz, published_at timestamptz, last_release_key text, main_cpv text, ' +
  'cpv_codes text[], cpv_prefixes text[], cpv_divisions text[], cpv jsonb, regions text[], procurement_method text, ' +
  'procurement_method_details text, notice_url text, source_platform text, source_publisher text, details jsonb, overrides jsonb, ' +
  'imported_values jsonb, content_hash text';

/** The columns an upsert writes, in order (the recordset and the INSERT list share it). */
export const TENDER_WRITE_COLUMNS = TENDER_RECORDSET_COLUMNS.split(', ').map((c) => c.split(' ')[0]);

/** The event payload (contracts TenderSummary). */
export function tenderSummary(id: string, record: TenderRecord): TenderSummary {
  return {
    tenderId: id,
    ocid: record.ocid,
    title: record.title,
    buyerName: record.buyerName,
    status: record.status,
    value: record.value,
    currency: record.currency,
    closingDate: record.closingDate,
    cpvCodes: record.cpv.map((c) => c.code),
    regions: record.regions,
    criteriaSource: criteriaSourceOf(record),
  };
}

const DAYS_PER_MONTH = 365.25 / 12;

/** Months between two ISO dates (to one decimal), or null when either is missing or the period is empty. */
export function monthsBetween(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return Number.isFinite(days) && days > 0 ? Math.round((days / DAYS_PER_MONTH) * 10) / 10 : null;
}

/** What eligibility derives criteria from (contracts TenderCriteriaSource). */
export function criteriaSourceOf(record: TenderRecord): TenderCriteriaSource {
  const d = record.details;
  const stated = d.contractDurationDays ? Math.round((d.contractDurationDays / DAYS_PER_MONTH) * 10) / 10 : null;
  return {
    contractMonths: stated ?? monthsBetween(d.contractPeriod?.startDate ?? null, d.contractPeriod?.endDate ?? null),
    suitability: d.suitability,
    lots: d.lots.slice(0, 50).map((lot) => ({
      lotId: lot.id,
      title: lot.title,
      value: lot.value,
      currency: lot.currency,
      contractMonths: monthsBetween(lot.contractStart, lot.contractEnd),
    })),
    selectionCriteria: d.selectionCriteria ?? null,
  };
}
