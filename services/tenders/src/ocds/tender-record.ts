import { createHash } from 'node:crypto';
import type { TenderAward, TenderDocument, TenderEditableField, TenderLot, TenderStatus } from '@jointly/contracts';
import type { CpvCode } from './cpv/cpv';

export interface Money {
  amount: number | null;
  currency: string | null;
}

export interface BuyerContact {
  name: string | null;
  email: string | null;
  telephone: string | null;
  url: string | null;
  address: string | null;
}

/** Lots, documents and awards are stored as the detail view answers them (one definition, in contracts). */
export type { TenderAward, TenderDocument, TenderLot } from '@jointly/contracts';

/** What the detail view shows beyond the searchable columns. */
export interface TenderDetails {
  tenderId: string | null;
  lots: TenderLot[];
  documents: TenderDocument[];
  awards: TenderAward[];
  links: Array<{ rel: string | null; href: string }>;
  tenderPeriod: { startDate: string | null; endDate: string | null } | null;
  contractPeriod: { startDate: string | null; endDate: string | null } | null;
  enquiryDeadline: string | null;
  minValue: number | null;
  valueSource: 'tender' | 'lots' | 'minValue' | null;
  mainProcurementCategory: string | null;
  suitability: { sme: boolean | null; vcse: boolean | null } | null;
  /** `contractPeriod.durationInDays` when the notice states it (absent in records stored before it was kept). */
  contractDurationDays?: number | null;
  /**
   * What the notice asks of bidders, as text: `selectionCriteria.criteria[]` (description and minimum) and
   * `eligibilityCriteria` (absent in records stored before it was kept). Eligibility derives criteria from it.
   */
  selectionCriteria?: string | null;
  specialRegime: string[];
  language: string | null;
  regionCodes: string[];
  /** Why closingDate is empty or where it came from, when that needs saying (e.g. the early Contracts Finder export). */
  closingDateNote: string | null;
  releaseIds: string[];
  releaseTags: string[];
}

/** A tender as derived from one or more OCDS releases of one ocid (the stored, searchable shape). */
export interface TenderRecord {
  ocid: string;
  title: string;
  description: string | null;
  buyerName: string | null;
  buyerId: string | null;
  buyerContact: BuyerContact | null;
  status: TenderStatus;
  ocdsStatus: string | null;
  value: number | null;
  currency: string | null;
  closingDate: string | null;
  publishedAt: string | null;
  /** `<date>|<release id>` of the newest release merged in: the newest release wins. */
  lastReleaseKey: string;
  cpv: CpvCode[];
  regions: string[];
  procurementMethod: string | null;
  procurementMethodDetails: string | null;
  noticeUrl: string | null;
  sourcePlatform: string | null;
  sourcePublisher: string | null;
  details: TenderDetails;
}

/**
 * Admin corrections of the imported record: the fields of contracts' TENDER_EDITABLE_FIELDS (the one list the console,
 * the admin edit endpoints and this record share; `Pick` proves each is a field of the record). An override survives
 * later imports of the same ocid.
 */
export type TenderOverrides = Partial<Pick<TenderRecord, TenderEditableField>>;

const newerOr = <T>(newer: T | null | undefined, older: T | null | undefined): T | null =>
  (newer ?? null) !== null ? (newer as T) : (older ?? null);

function mergeById<T>(older: T[], newer: T[], key: (item: T) => string | null): T[] {
  const out = new Map<string, T>();
  const anonymous: T[] = [];
  for (const item of [...older, ...newer]) {
    const k = key(item);
    if (k === null) anonymous.push(item);
    else out.set(k, item);
  }
  const seen = new Set<string>();
  const uniqueAnonymous = anonymous.filter((item) => {
    const k = JSON.stringify(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return [...out.values(), ...uniqueAnonymous];
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();

/**
 * Merges two derivations of one ocid: the newer release (by date, then release id) wins every field it carries,
 * the older fills what the newer leaves empty; lots, documents, awards and links are merged by id (newer wins),
 * release ids and tags are unioned, the publication date is the earliest. The result does not depend on the
 * order the two arrive in, and merging a release that is already in changes nothing.
 */
export function mergeTenderRecords(a: TenderRecord, b: TenderRecord): TenderRecord {
  const [older, newer] = a.lastReleaseKey <= b.lastReleaseKey ? [a, b] : [b, a];
  const o = older.details;
  const n = newer.details;
  const details: TenderDetails = {
    tenderId: newerOr(n.tenderId, o.tenderId),
    lots: mergeById(o.lots, n.lots, (l) => l.id),
    documents: mergeById(o.documents, n.documents, (d) => d.storedDocumentId ?? d.id ?? d.url),
    awards: mergeById(o.awards, n.awards, (w) => w.id),
    links: mergeById(o.links, n.links, (l) => l.href),
    tenderPeriod: newerOr(n.tenderPeriod, o.tenderPeriod),
    contractPeriod: newerOr(n.contractPeriod, o.contractPeriod),
    enquiryDeadline: newerOr(n.enquiryDeadline, o.enquiryDeadline),
    minValue: newerOr(n.minValue, o.minValue),
    valueSource: newer.value !== null ? n.valueSource : o.valueSource,
    mainProcurementCategory: newerOr(n.mainProcurementCategory, o.mainProcurementCategory),
    suitability: newerOr(n.suitability, o.suitability),
    contractDurationDays: newerOr(n.contractDurationDays ?? null, o.contractDurationDays ?? null),
    selectionCriteria: newerOr(n.selectionCriteria ?? null, o.selectionCriteria ?? null),
    specialRegime: n.specialRegime.length ? n.specialRegime : o.specialRegime,
    language: newerOr(n.language, o.language),
    regionCodes: n.regionCodes.length ? n.regionCodes : o.regionCodes,
    closingDateNote: newer.closingDate !== null ? n.closingDateNote : newerOr(n.closingDateNote, o.closingDateNote),
    releaseIds: union(o.releaseIds, n.releaseIds),
    releaseTags: union(o.releaseTags, n.releaseTags),
  };
  const published = [older.publishedAt, newer.publishedAt].filter((d): d is string => d !== null).sort()[0] ?? null;
  return {
    ocid: newer.ocid,
    title: newer.title || older.title,
    description: newerOr(newer.description, older.description),
    buyerName: newerOr(newer.buyerName, older.buyerName),
    buyerId: newerOr(newer.buyerId, older.buyerId),
    buyerContact: newerOr(newer.buyerContact, older.buyerContact),
    status: newer.status,
    ocdsStatus: newerOr(newer.ocdsStatus, older.ocdsStatus),
    value: newer.value !== null ? newer.value : older.value,
    currency: newer.value !== null ? newer.currency : newerOr(older.currency, newer.currency),
    closingDate: newerOr(newer.closingDate, older.closingDate),
    publishedAt: published,
    lastReleaseKey: newer.lastReleaseKey,
    cpv: newer.cpv.length ? newer.cpv : older.cpv,
    regions: newer.regions.length ? newer.regions : older.regions,
    procurementMethod: newerOr(newer.procurementMethod, older.procurementMethod),
    procurementMethodDetails: newerOr(newer.procurementMethodDetails, older.procurementMethodDetails),
    noticeUrl: newerOr(newer.noticeUrl, older.noticeUrl),
    sourcePlatform: newerOr(newer.sourcePlatform, older.sourcePlatform),
    sourcePublisher: newerOr(newer.sourcePublisher, older.sourcePublisher),
    details,
  };
}

/** Applies admin overrides on top of an imported record. */
export function applyOverrides(record: TenderRecord, overrides: TenderOverrides): TenderRecord {
  return { ...record, ...overrides };
}

/** JSON with object keys sorted, so equal records hash equally whatever order their fields were built in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function recordHash(record: TenderRecord): string {
  return createHash('sha1').update(stableJson(record)).digest('hex');
}

/** Top-level fields whose values differ (for TenderUpdated.changedFields). */
export function changedFields(before: TenderRecord, after: TenderRecord): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof TenderRecord>;
  return [...fields].filter((f) => f !== 'lastReleaseKey' && stableJson(before[f]) !== stableJson(after[f])).sort();
}
