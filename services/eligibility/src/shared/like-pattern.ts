/** `%`, `_` and `\` match themselves in an ILIKE pattern built from user text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
