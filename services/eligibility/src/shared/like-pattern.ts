/** The spec's paged answer fields (§3) for a page of `limit` items out of `total`. */
export function pageInfo(total: number, page: number, limit: number): { count: number; currentPage: number; totalPages: number } {
  return { count: total, currentPage: page, totalPages: Math.ceil(total / limit) };
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern built from user text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
