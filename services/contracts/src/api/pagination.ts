/** Paged search answer shapes of spec §3. */
export interface PagedResult {
  count: number;
  currentPage: number;
  totalPages: number;
}
export interface TenderSearchResult<T = unknown> extends PagedResult {
  foundTenders: T[];
}
export interface PartnerSearchResult<T = unknown> extends PagedResult {
  foundTalents: T[];
}
