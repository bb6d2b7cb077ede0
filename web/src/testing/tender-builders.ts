import type { AppNotification, SearchFacets, TenderDetail, TenderListItem, TenderSearchPage } from '@jointly/contracts';

/** Builders for the tenders and notifications APIs' answers (services/tenders, services/notifications shapes). */
export function aTenderItem(overrides: Partial<TenderListItem> = {}): TenderListItem {
  const title = overrides.title ?? 'Home care and reablement services';
  return {
    id: 't-1',
    ocid: 'ocds-b5fd17-0001',
    title,
    buyerName: 'Cardiff Council',
    status: 'active',
    closingDate: '2027-03-05T12:00:00.000Z',
    publishedDate: '2026-10-01T09:00:00.000Z',
    value: 250000,
    currency: 'GBP',
    cpvCodes: [
      {
        code: '85312400',
        label: 'Welfare services not delivered through residential institutions',
        division: '85',
        divisionLabel: 'Health and social work services',
      },
    ],
    category: 'Welfare services not delivered through residential institutions',
    regions: ['Wales'],
    procurementMethod: 'open',
    noticeUrl: 'https://www.sell2wales.gov.wales/notice/1',
    sourcePublisher: 'Sell2Wales',
    titleHighlight: title,
    snippet: 'Domiciliary <mark>care</mark> for adults across the county.',
    ...overrides,
  };
}

export function someFacets(overrides: Partial<SearchFacets> = {}): SearchFacets {
  return {
    status: [{ value: 'active', count: 12 }],
    cpv: [
      { value: '85', label: 'Health and social work services', count: 8 },
      { value: '72', label: 'IT services', count: 4 },
    ],
    region: [
      { value: 'Wales', count: 7 },
      { value: 'London', count: 5 },
    ],
    buyer: [{ value: 'Cardiff Council', count: 3 }],
    closing: [
      { value: 'closing-this-week', count: 2 },
      { value: 'closing-this-month', count: 4 },
      { value: 'closing-later', count: 6 },
      { value: 'closed', count: 0 },
      { value: 'no-closing-date', count: 0 },
    ],
    published: [
      { value: 'last-7-days', count: 3 },
      { value: 'last-30-days', count: 5 },
      { value: 'last-year', count: 4 },
      { value: 'older', count: 0 },
      { value: 'unknown', count: 0 },
    ],
    value: [],
    ...overrides,
  };
}

export function aSearchPage(tenders: TenderListItem[] = [aTenderItem()], overrides: Partial<TenderSearchPage> = {}): TenderSearchPage {
  return {
    foundTenders: tenders,
    count: tenders.length,
    currentPage: 1,
    totalPages: tenders.length ? 1 : 0,
    limit: 10,
    countIsEstimate: false,
    matchedApproximately: false,
    sort: 'newest',
    facets: someFacets(),
    facetsAreEstimates: false,
    ...overrides,
  };
}

export function aTenderDetail(overrides: Partial<TenderDetail> = {}): TenderDetail {
  const item = aTenderItem();
  return {
    id: item.id,
    ocid: item.ocid,
    title: item.title,
    description: 'The council seeks providers of home care and reablement.',
    buyerName: item.buyerName,
    buyerId: 'GB-GOV-1',
    buyerContact: {
      name: 'Procurement team',
      email: 'procurement@cardiff.example',
      telephone: '029 2087 2000',
      url: 'https://www.cardiff.gov.uk',
      address: 'County Hall, Cardiff CF10 4UW',
    },
    status: 'active',
    ocdsStatus: 'active',
    value: 250000,
    currency: 'GBP',
    valueSource: 'tender',
    minValue: null,
    closingDate: item.closingDate,
    closingDateNote: null,
    publishedDate: item.publishedDate,
    updatedAt: '2026-10-02T09:00:00.000Z',
    cpvCodes: item.cpvCodes,
    category: item.category,
    regions: ['Wales'],
    regionCodes: ['UKL'],
    procurementMethod: 'open',
    procurementMethodDetails: 'Open procedure',
    mainProcurementCategory: 'services',
    noticeUrl: item.noticeUrl,
    source: { platform: 'Sell2Wales', publisher: 'Sell2Wales' },
    lots: [
      {
        id: '1',
        title: 'North',
        description: 'Northern wards',
        status: 'active',
        value: 100000,
        currency: 'GBP',
        contractStart: '2027-04-01T00:00:00Z',
        contractEnd: '2029-03-31T00:00:00Z',
      },
    ],
    documents: [
      {
        id: 'd1',
        type: 'tenderNotice',
        title: 'Specification',
        url: 'https://www.sell2wales.gov.wales/docs/spec.pdf',
        format: 'application/pdf',
        datePublished: '2026-10-01T00:00:00Z',
      },
      {
        id: 'up-1',
        type: 'uploaded',
        title: 'Pricing schedule.xlsx',
        url: '/api/tender/document/up-1',
        format: 'application/vnd.ms-excel',
        datePublished: '2026-10-03T00:00:00Z',
        storedDocumentId: 'up-1',
        uploaded: true,
      },
    ],
    awards: [
      {
        id: 'a1',
        title: 'Lot 1 award',
        status: 'active',
        date: '2026-12-01T00:00:00Z',
        value: 90000,
        currency: 'GBP',
        suppliers: [{ id: null, name: 'Care & Co' }],
      },
    ],
    links: [],
    tenderPeriod: { startDate: '2026-10-01T00:00:00Z', endDate: '2027-03-05T12:00:00Z' },
    contractPeriod: { startDate: '2027-04-01T00:00:00Z', endDate: '2029-03-31T00:00:00Z' },
    enquiryDeadline: null,
    suitability: { sme: true, vcse: null },
    specialRegime: [],
    language: 'en',
    releaseIds: ['r1'],
    editedFields: [],
    ...overrides,
  };
}

export function aNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n-1',
    recipientAccountId: 'acc-1',
    companyId: 'co-1',
    kind: 'saved-search.match',
    title: 'New tenders match “home care”',
    body: '2 new tenders match your saved search.',
    message: '2 new tenders match your saved search.',
    link: '/v3/dashboard',
    data: null,
    actorAccountId: null,
    read: false,
    readAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
