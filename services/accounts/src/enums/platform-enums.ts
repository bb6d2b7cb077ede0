import { COMPANY_REGIONS } from '@jointly/contracts';

/**
 * Everything the forms need (GET /generic-apis/all-enum): sectors, service categories with their CPV codes,
 * UK regions (NUTS 1 / ITL 1), company sizes, certifications and account types.
 */
export const SECTORS = [
  'Health and social care',
  'Education',
  'Construction',
  'Facilities management',
  'Information technology',
  'Transport and logistics',
  'Professional services',
  'Environmental services',
  'Housing',
  'Other',
] as const;

export const SERVICE_CATEGORIES = [
  { id: 'residential-care', label: 'Residential and nursing care', cpv: ['85311000', '85311100', '85311200'] },
  { id: 'home-care', label: 'Home care and reablement', cpv: ['85312400', '85310000'] },
  { id: 'supported-living', label: 'Supported living', cpv: ['85311200', '85312000'] },
  { id: 'mental-health', label: 'Mental health services', cpv: ['85121270', '85323000'] },
  { id: 'children-services', label: 'Children’s services and placements', cpv: ['85311300', '85312110'] },
  { id: 'learning-disability', label: 'Learning disability services', cpv: ['85311200'] },
  { id: 'carers-support', label: 'Carers’ support', cpv: ['85312000'] },
  { id: 'social-work', label: 'Social work services', cpv: ['85310000', '85320000'] },
  { id: 'healthcare', label: 'Health services', cpv: ['85100000', '85140000'] },
  { id: 'community-services', label: 'Community, social and personal services', cpv: ['98000000'] },
  { id: 'education-training', label: 'Education and training', cpv: ['80000000'] },
  { id: 'construction-works', label: 'Construction works', cpv: ['45000000'] },
  { id: 'cleaning', label: 'Cleaning and facilities', cpv: ['90910000', '79993000'] },
  { id: 'it-services', label: 'IT services and software', cpv: ['72000000', '48000000'] },
  { id: 'consultancy', label: 'Business and management consultancy', cpv: ['79400000'] },
  { id: 'transport', label: 'Transport services', cpv: ['60000000'] },
] as const;

/** The regions a company may choose: contracts' one list (the twelve UK regions and UK-wide). */
export const REGIONS = COMPANY_REGIONS;

export const COMPANY_SIZES = [
  { id: 'micro', label: 'Micro (1–9 staff)' },
  { id: 'small', label: 'Small (10–49 staff)' },
  { id: 'medium', label: 'Medium (50–249 staff)' },
  { id: 'large', label: 'Large (250+ staff)' },
] as const;

export const CERTIFICATIONS = [
  { id: 'cqc-registered', label: 'CQC registration' },
  { id: 'care-inspectorate', label: 'Care Inspectorate (Scotland) registration' },
  { id: 'ciw-registered', label: 'Care Inspectorate Wales registration' },
  { id: 'ofsted-registered', label: 'Ofsted registration' },
  { id: 'iso-9001', label: 'ISO 9001 quality management' },
  { id: 'iso-14001', label: 'ISO 14001 environmental management' },
  { id: 'iso-27001', label: 'ISO 27001 information security' },
  { id: 'cyber-essentials', label: 'Cyber Essentials' },
  { id: 'cyber-essentials-plus', label: 'Cyber Essentials Plus' },
  { id: 'dspt', label: 'NHS Data Security and Protection Toolkit' },
  { id: 'employers-liability-5m', label: 'Employer’s liability insurance £5m' },
  { id: 'public-liability-5m', label: 'Public liability insurance £5m' },
  { id: 'professional-indemnity-1m', label: 'Professional indemnity insurance £1m' },
  { id: 'living-wage', label: 'Living Wage employer' },
] as const;

export const ACCOUNT_TYPE_OPTIONS = [
  { id: 'provider', label: 'Provider' },
  { id: 'expert', label: 'Expert' },
  { id: 'staff', label: 'Staff' },
] as const;

export const ALL_ENUMS = {
  sectors: SECTORS,
  serviceCategories: SERVICE_CATEGORIES,
  regions: REGIONS,
  companySizes: COMPANY_SIZES,
  certifications: CERTIFICATIONS,
  accountTypes: ACCOUNT_TYPE_OPTIONS,
  tenderStatuses: ['planned', 'active', 'closed', 'awarded', 'cancelled'],
  eligibilityBands: ['100To90', '89To80', '79To70', '69To60', '59To0'],
} as const;
