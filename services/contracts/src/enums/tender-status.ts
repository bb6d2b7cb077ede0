/** OCDS-derived tender status as stored and searched. */
export const TENDER_STATUSES = ['planned', 'active', 'closed', 'awarded', 'cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
