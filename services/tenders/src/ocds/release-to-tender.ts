import { CpvCode, describeCpv, normaliseCpv } from './cpv/cpv';
import { isEarlyContractsFinder, platformOf } from './publishers';
import { normaliseRegion, regionCode } from './regions';
import { deriveStatus } from './status';
import type { BuyerContact, TenderAward, TenderDocument, TenderLot, TenderRecord } from './tender-record';

type Json = Record<string, unknown>;

/** What one release turns into. */
export type ReleaseOutcome =
  { kind: 'tender'; record: TenderRecord } | { kind: 'skipped'; ocid: string; reason: string } | { kind: 'rejected'; reason: string };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

const breaks = (rns: string) => '\n'.repeat(Math.min(2, rns.length / 2));

/**
 * Collapses whitespace; repairs the literal `rn` line breaks some publishers' notices carry (`\r\n` that lost its
 * backslashes): after a sentence end before a space, a capital, a digit or a bullet; and doubled (`rnrn`) after a
 * word or a link before a capital ("…login.htmlrnrnAnd search…"). "rnrn" occurs in no English word.
 */
export function cleanText(v: unknown, max = 20_000): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const text = String(v)
    .replace(/([.:;!?)\]])((?:rn)+)(?=\s|$|[A-Z0-9•*(-])/g, (_, end: string, rns: string) => end + breaks(rns))
    .replace(/([a-z0-9/])((?:rn){2,})(?=[A-Z•*(])/g, (_, end: string, rns: string) => end + breaks(rns))
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const oneLine = (v: unknown, max = 500): string | null => {
  const text = cleanText(v, max);
  return text === null ? null : text.replace(/\s+/g, ' ');
};

/** ISO timestamps of any fraction length, with or without zone (no zone = UTC), or a date; else null. */
export function parseDate(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/.exec(v.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = match;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}.${(frac + '000').slice(0, 3)}${zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < 1990 || year > 2200) return null;
  return new Date(time).toISOString();
}

/** Amounts as numbers or numeric strings; "" and garbage → null. */
export function parseAmount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

const currencyOf = (v: unknown): string | null => (typeof v === 'string' && /^[a-z]{3}$/i.test(v.trim()) ? v.trim().toUpperCase() : null);

function money(v: unknown): { amount: number | null; currency: string | null } {
  if (!isObject(v)) return { amount: null, currency: null };
  return { amount: parseAmount(v.amount), currency: currencyOf(v.currency) };
}

const PROCUREMENT_METHODS = new Set(['open', 'selective', 'limited', 'direct']);
const NOTICE_TYPES = /^(tenderNotice|contractNotice|awardNotice|plannedProcurementNotice|prequalificationNotice|biddingDocuments)$/;

function buyerOf(release: Json, tender: Json): { name: string | null; id: string | null; party: Json | null } {
  const parties = list(release.parties);
  const buyer = isObject(release.buyer) ? release.buyer : null;
  const byId = buyer && typeof buyer.id === 'string' ? parties.find((p) => p.id === buyer.id) : undefined;
  const byRole = parties.find((p) => Array.isArray(p.roles) && p.roles.includes('buyer'));
  const procuring = isObject(tender.procuringEntity) ? tender.procuringEntity : null;
  const party = byId ?? byRole ?? null;
  const identifier = (o: Json | null) => (o && isObject(o.identifier) ? o.identifier : null);
  const name =
    oneLine(buyer?.name, 300) ??
    oneLine(party?.name, 300) ??
    oneLine(identifier(party)?.legalName, 300) ??
    oneLine(procuring?.name, 300) ??
    oneLine(identifier(buyer)?.legalName, 300);
  const id = oneLine(buyer?.id, 200) ?? oneLine(party?.id, 200) ?? oneLine(procuring?.id, 200);
  // The early Contracts Finder export carries contact and address on the buyer object itself.
  return { name, id, party: party ?? (buyer && (buyer.contactPoint || buyer.address) ? buyer : procuring) };
}

function contactOf(party: Json | null): BuyerContact | null {
  if (!party) return null;
  const cp = isObject(party.contactPoint) ? party.contactPoint : {};
  const address = isObject(party.address) ? party.address : {};
  const details = isObject(party.details) ? party.details : {};
  const addressText = [address.streetAddress, address.locality, address.region, address.postalCode, address.countryName]
    .map((part) => oneLine(part, 200))
    .filter(Boolean)
    .join(', ');
  const contact: BuyerContact = {
    name: oneLine(cp.name, 200),
    email: oneLine(cp.email, 200),
    telephone: oneLine(cp.telephone, 100),
    url: oneLine(cp.url ?? details.url ?? (isObject(party.identifier) ? party.identifier.uri : null), 500),
    address: addressText || null,
  };
  return Object.values(contact).some((v) => v !== null) ? contact : null;
}

function collectCpv(release: Json, tender: Json, english: boolean): CpvCode[] {
  const found = new Map<string, string | null>();
  const add = (classification: unknown) => {
    if (!isObject(classification) || typeof classification.scheme !== 'string' || classification.scheme.toUpperCase() !== 'CPV') return;
    const code = normaliseCpv(classification.id);
    if (!code) return;
    const published = english ? oneLine(classification.description, 300) : null;
    if (!found.has(code) || (found.get(code) === null && published)) found.set(code, published);
  };
  add(tender.classification);
  for (const item of list(tender.items)) {
    add(item.classification);
    for (const extra of list(item.additionalClassifications)) add(extra);
  }
  for (const lot of list(tender.lots)) for (const extra of list(lot.classifications)) add(extra);
  if (found.size === 0) {
    // Find a Tender award notices: the codes sit on the awards' items.
    for (const award of list(release.awards)) {
      for (const item of list(award.items)) {
        add(item.classification);
        for (const extra of list(item.additionalClassifications)) add(extra);
      }
    }
  }
  return [...found.entries()].map(([code, published]) => describeCpv(code, published));
}

function regionsOf(release: Json, tender: Json, buyerParty: Json | null, ocid: string): { regions: string[]; codes: string[] } {
  const raw: unknown[] = [];
  const addAddress = (a: unknown) => {
    if (isObject(a)) raw.push(a.region ?? a.countryName ?? a.country);
  };
  const addItems = (items: Json[]) => {
    for (const item of items) {
      for (const a of list(item.deliveryAddresses)) addAddress(a);
      addAddress(item.deliveryAddress);
    }
  };
  addItems(list(tender.items));
  for (const a of list(tender.deliveryAddresses)) addAddress(a);
  // Find a Tender award notices: the delivery addresses sit on the awards' items.
  if (raw.length === 0) for (const award of list(release.awards)) addItems(list(award.items));
  const codes = [...new Set(raw.map(regionCode).filter((c): c is string => c !== null))];
  let regions = [...new Set(raw.map(normaliseRegion).filter((r): r is string => r !== null))];
  if (regions.length === 0 && buyerParty && isObject(buyerParty.address)) {
    const a = buyerParty.address;
    const fromBuyer = normaliseRegion(a.region) ?? normaliseRegion(a.countryName) ?? normaliseRegion(a.country);
    if (fromBuyer) regions = [fromBuyer];
    const code = regionCode(a.region);
    if (code) codes.push(code);
  }
  if (regions.length === 0) {
    const country = platformOf(ocid)?.country;
    if (country) regions = [country];
  }
  return { regions: regions.slice(0, 20), codes: codes.slice(0, 20) };
}

function documentsOf(release: Json, tender: Json): TenderDocument[] {
  const docs: TenderDocument[] = [];
  const add = (d: Json) => {
    const url = oneLine(d.url, 2000);
    const title = oneLine(d.title ?? d.description, 500);
    if (!url && !title) return;
    docs.push({
      id: oneLine(d.id, 200),
      type: oneLine(d.documentType, 100),
      title,
      url: url && /^https?:\/\//i.test(url) ? url : null,
      format: oneLine(d.format, 100),
      datePublished: parseDate(d.datePublished),
    });
  };
  list(tender.documents).forEach(add);
  if (isObject(release.planning)) list(release.planning.documents).forEach(add);
  for (const award of list(release.awards)) list(award.documents).forEach(add);
  for (const contract of list(release.contracts)) list(contract.documents).forEach(add);
  return docs.slice(0, 200);
}

function noticeUrlOf(documents: TenderDocument[]): string | null {
  const withUrl = documents.filter((d) => d.url);
  const notice =
    withUrl.find((d) => d.type && NOTICE_TYPES.test(d.type) && (d.format ?? 'text/html') === 'text/html') ??
    withUrl.find((d) => d.type && NOTICE_TYPES.test(d.type));
  return notice?.url ?? null;
}

function awardsOf(release: Json): TenderAward[] {
  return list(release.awards)
    .map((a, index) => {
      const value = money(a.value);
      return {
        id: oneLine(a.id, 200) ?? `award-${index + 1}`,
        title: oneLine(a.title, 500),
        status: oneLine(a.status, 50),
        date: parseDate(a.date) ?? parseDate(a.datePublished),
        value: value.amount,
        currency: value.currency,
        suppliers: list(a.suppliers)
          .map((s) => ({ id: oneLine(s.id, 200), name: oneLine(s.name, 300) ?? '' }))
          .filter((s) => s.name),
      };
    })
    .slice(0, 100);
}

function lotsOf(tender: Json): TenderLot[] {
  return list(tender.lots)
    .map((l, index) => {
      const value = money(l.value);
      const period = isObject(l.contractPeriod) ? l.contractPeriod : {};
      return {
        id: oneLine(l.id, 200) ?? String(index + 1),
        title: oneLine(l.title, 500),
        description: cleanText(l.description, 4000),
        status: oneLine(l.status, 50),
        value: value.amount,
        currency: value.currency,
        contractStart: parseDate(period.startDate),
        contractEnd: parseDate(period.endDate),
      };
    })
    .slice(0, 200);
}

/** The whole number of days of `contractPeriod.durationInDays`, when stated and plausible (up to 50 years). */
function durationInDays(v: unknown): number | null {
  if (!isObject(v)) return null;
  const days = typeof v.durationInDays === 'number' ? v.durationInDays : Number(v.durationInDays);
  return Number.isFinite(days) && days > 0 && days <= 50 * 366 ? Math.round(days) : null;
}

/** What the notice asks of bidders, as text: selection criteria (description, minimum) and eligibility criteria. */
function selectionCriteriaText(tender: Json): string | null {
  const parts: string[] = [];
  const selection = isObject(tender.selectionCriteria) ? tender.selectionCriteria : {};
  for (const c of list(selection.criteria)) {
    for (const text of [cleanText(c.description, 4000), cleanText(c.minimum, 4000)]) if (text) parts.push(text);
  }
  const eligibility = cleanText(tender.eligibilityCriteria, 4000);
  if (eligibility) parts.push(eligibility);
  return parts.length ? cleanText(parts.join('\n\n'), 8000) : null;
}

function period(v: unknown): { startDate: string | null; endDate: string | null } | null {
  if (!isObject(v)) return null;
  const p = { startDate: parseDate(v.startDate), endDate: parseDate(v.endDate) };
  return p.startDate || p.endDate ? p : null;
}

export interface DeriveContext {
  packagePublisher: string | null;
  now: Date;
}

/**
 * Derives the stored tender from one release. Releases without an ocid are rejected; releases without a tender
 * section (planning-only notices) are skipped: no tender row is created for them.
 */
export function releaseToTender(release: Json, { packagePublisher, now }: DeriveContext): ReleaseOutcome {
  const ocid = typeof release.ocid === 'string' ? release.ocid.trim() : '';
  if (!ocid) return { kind: 'rejected', reason: 'the release has no ocid' };
  if (ocid.length > 200 || !/^[\w.:/-]+$/.test(ocid))
    return { kind: 'rejected', reason: `the ocid "${ocid.slice(0, 60)}" has characters an ocid cannot have` };
  if (release.tender !== undefined && release.tender !== null && !isObject(release.tender)) {
    return {
      kind: 'rejected',
      reason: `ocid ${ocid}: "tender" must be an object, got ${Array.isArray(release.tender) ? 'an array' : typeof release.tender}`,
    };
  }
  const tender = isObject(release.tender) ? release.tender : null;
  if (!tender || Object.keys(tender).length === 0) {
    return { kind: 'skipped', ocid, reason: isObject(release.planning) ? 'planning-only notice (no tender section)' : 'no tender section' };
  }
  const date = parseDate(release.date);
  const releaseId = oneLine(release.id, 300) ?? `${ocid}@${date ?? 'undated'}`;
  const tags = (Array.isArray(release.tag) ? release.tag : typeof release.tag === 'string' ? [release.tag] : []).filter(
    (t): t is string => typeof t === 'string',
  );
  const language = oneLine(release.language, 20);
  const english = language === null || /^en/i.test(language);
  const buyer = buyerOf(release, tender);
  const early = isEarlyContractsFinder(ocid, release, tender);
  const tenderPeriod = period(tender.tenderPeriod);
  const lots = lotsOf(tender);
  const own = money(tender.value);
  const minimum = money(tender.minValue);
  const lotCurrencies = new Set(lots.filter((l) => l.value !== null).map((l) => l.currency));
  const lotTotal = lots.some((l) => l.value !== null) && lotCurrencies.size === 1 ? lots.reduce((sum, l) => sum + (l.value ?? 0), 0) : null;
  let value: number | null = own.amount;
  let currency = own.currency;
  let valueSource: 'tender' | 'lots' | 'minValue' | null = value !== null ? 'tender' : null;
  if (value === null && lotTotal !== null) {
    value = lotTotal;
    currency = [...lotCurrencies][0] ?? currency;
    valueSource = 'lots';
  }
  if (value === null && minimum.amount) {
    value = minimum.amount;
    currency = minimum.currency ?? currency;
    valueSource = 'minValue';
  }
  if (value === null) currency = null;
  // Stored as numeric(20,2): round here so a stored tender reads back exactly as derived.
  if (value !== null) value = Math.min(Math.round(value * 100) / 100, 1e17);
  const closingDate = early ? null : (tenderPeriod?.endDate ?? null);
  const contractPeriod = early ? tenderPeriod : period(tender.contractPeriod);
  const awards = awardsOf(release);
  const hasActiveAward = awards.some((a) => (a.status === 'active' || (!a.status && a.suppliers.length > 0)) && a.status !== 'cancelled');
  const ocdsStatus = oneLine(tender.status, 100);
  const documents = documentsOf(release, tender);
  const { regions, codes } = regionsOf(release, tender, buyer.party, ocid);
  const method = oneLine(tender.procurementMethod, 100);
  const suitability = isObject(tender.suitability)
    ? {
        sme: typeof tender.suitability.sme === 'boolean' ? tender.suitability.sme : null,
        vcse: typeof tender.suitability.vcse === 'boolean' ? tender.suitability.vcse : null,
      }
    : isObject(tender.xClassifications)
      ? {
          sme: typeof tender.xClassifications.isSuitableForSme === 'boolean' ? tender.xClassifications.isSuitableForSme : null,
          vcse: typeof tender.xClassifications.isSuitableForVco === 'boolean' ? tender.xClassifications.isSuitableForVco : null,
        }
      : null;
  const title =
    oneLine(tender.title, 1000) ??
    oneLine(release.title, 1000) ??
    oneLine(cleanText(tender.description, 140), 140) ??
    `Untitled tender ${ocid}`;
  const record: TenderRecord = {
    ocid,
    title,
    description: cleanText(tender.description) ?? cleanText(release.description),
    buyerName: buyer.name,
    buyerId: buyer.id,
    buyerContact: contactOf(buyer.party),
    status: deriveStatus({ ocdsStatus, closingDate, contractStart: contractPeriod?.startDate ?? null, hasActiveAward, tags, now }),
    ocdsStatus,
    value,
    currency,
    closingDate,
    publishedAt: date,
    lastReleaseKey: `${date ?? ''}|${releaseId}`,
    cpv: collectCpv(release, tender, english),
    regions,
    procurementMethod: method && PROCUREMENT_METHODS.has(method.toLowerCase()) ? method.toLowerCase() : null,
    procurementMethodDetails:
      oneLine(tender.procurementMethodDetails, 300) ?? (method && !PROCUREMENT_METHODS.has(method.toLowerCase()) ? method : null),
    noticeUrl: noticeUrlOf(documents),
    sourcePlatform: platformOf(ocid)?.name ?? null,
    sourcePublisher: packagePublisher ?? platformOf(ocid)?.name ?? null,
    details: {
      tenderId: oneLine(tender.id, 200),
      lots,
      documents,
      awards,
      links: list(release.links)
        .map((l) => ({ rel: oneLine(l.rel, 50), href: oneLine(l.href, 2000) ?? '' }))
        .filter((l) => /^https?:\/\//.test(l.href)),
      tenderPeriod: early ? null : tenderPeriod,
      contractPeriod,
      enquiryDeadline: isObject(tender.enquiryPeriod) ? parseDate(tender.enquiryPeriod.endDate) : null,
      minValue: minimum.amount,
      valueSource,
      mainProcurementCategory: oneLine(tender.mainProcurementCategory, 50),
      suitability,
      contractDurationDays: early ? null : durationInDays(tender.contractPeriod),
      selectionCriteria: selectionCriteriaText(tender),
      specialRegime: (Array.isArray(tender.specialRegime) ? tender.specialRegime : []).filter((s): s is string => typeof s === 'string'),
      language,
      regionCodes: codes,
      closingDateNote: early
        ? 'Contracts Finder 2014–16 export: its tenderPeriod is the contract period, so no bid deadline is known; it is shown as the contract period.'
        : null,
      releaseIds: [releaseId],
      releaseTags: [...new Set(tags)].sort(),
    },
  };
  return { kind: 'tender', record };
}
