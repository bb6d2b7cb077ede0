import type { AccountView, CompanyProfile, EnumsResponse, MeResponse, TeamMembersResponse } from '@jointly/contracts';

/** Builders for the accounts API's answers (services/accounts shapes), one fresh object per call. */
export function anAccount(overrides: Partial<AccountView> = {}): AccountView {
  return {
    id: 'acc-1',
    email: 'ada@provider.example',
    accountType: 'provider',
    name: 'Ada Lovelace',
    emailVerified: true,
    status: 'active',
    companyId: 'co-1',
    profile: {},
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function aCompany(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 'co-1',
    companyName: 'Care & Co',
    company: 'Care & Co',
    email: null,
    registrationNumber: null,
    phone: null,
    website: null,
    address: null,
    postcode: null,
    description: null,
    sector: null,
    companySize: null,
    regions: [],
    serviceCategories: [],
    certifications: [],
    annualTurnover: null,
    employees: null,
    yearsTrading: null,
    verification: 'unverified',
    consortiumPartner: false,
    ownerAccountId: 'acc-1',
    requestedAt: null,
    approvedAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function aMe(user: Partial<AccountView> = {}, partner: Partial<CompanyProfile> | null = {}): MeResponse {
  return { user: anAccount(user), partner: partner === null ? null : aCompany(partner) };
}

/** A trimmed GET /generic-apis/all-enum. */
export function someEnums(): EnumsResponse {
  return {
    sectors: ['Health and social care', 'Education', 'Other'],
    serviceCategories: [
      { id: 'home-care', label: 'Home care and reablement', cpv: ['85312400'] },
      { id: 'supported-living', label: 'Supported living', cpv: ['85311200'] },
    ],
    regions: ['North West', 'London', 'Wales'],
    companySizes: [
      { id: 'micro', label: 'Micro (1–9 staff)' },
      { id: 'small', label: 'Small (10–49 staff)' },
    ],
    certifications: [
      { id: 'cqc-registered', label: 'CQC registration' },
      { id: 'iso-9001', label: 'ISO 9001 quality management' },
    ],
    accountTypes: [],
    tenderStatuses: [],
    eligibilityBands: [],
  };
}

export function aTeam(overrides: Partial<TeamMembersResponse> = {}): TeamMembersResponse {
  return {
    companyId: 'co-1',
    companyName: 'Care & Co',
    members: [
      { ...anAccount(), owner: true },
      { ...anAccount({ id: 'acc-2', email: 'sam@provider.example', name: 'Sam Staff', accountType: 'staff' }), owner: false },
    ],
    invitations: [
      { id: 'inv-1', email: 'new@provider.example', createdAt: '2026-02-01T10:00:00.000Z', expiresAt: '2026-02-15T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** The error body of services/common's exception filter. */
export function anError(statusCode: number, code: string, message: string, details?: unknown) {
  return { statusCode, code, message, requestId: 'req-1', ...(details === undefined ? {} : { details }) };
}
