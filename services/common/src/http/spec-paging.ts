/**
 * `{ count, currentPage, totalPages }` of spec §3's paged answers (foundX lists) for a page of `limit` out of `count`;
 * at least one page, even when empty.
 */
export function pageInfo(count: number, page: number, limit: number): { count: number; currentPage: number; totalPages: number } {
  return { count, currentPage: page, totalPages: Math.max(1, Math.ceil(count / limit)) };
}
