/** How a workspace section's text is measured, the same in the bids service and the web app. */

/** The text of a body that may be HTML (the live editor's projection): tags dropped, common entities decoded. */
export function plainText(body: string): string {
  if (!/[<&]/.test(body)) return body;
  return body
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Words (runs of non-space) or characters (code points) of a body's text. */
export function countText(body: string, unit: 'words' | 'characters'): number {
  const text = plainText(body);
  if (unit === 'characters') return [...text].length;
  return text.split(/\s+/).filter(Boolean).length;
}
