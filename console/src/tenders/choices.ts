import { UK_REGIONS } from '@jointly/contracts';

/** Tender statuses as stored and searched (services/contracts TENDER_STATUSES). */
export const TENDER_STATUS_CHOICES = [
  { id: 'planned', name: 'Planned' },
  { id: 'active', name: 'Active' },
  { id: 'closed', name: 'Closed' },
  { id: 'awarded', name: 'Awarded' },
  { id: 'cancelled', name: 'Cancelled' },
];

/** The regions the tenders service normalises UK delivery places to (services/tenders/src/ocds/regions.ts). */
export const REGION_CHOICES = [...UK_REGIONS, 'England', 'United Kingdom'].map((name) => ({ id: name, name }));

/** What the server accepts as documents (it checks the bytes; this only narrows the file picker). */
export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** A web address the server will accept for a notice link. */
export const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
