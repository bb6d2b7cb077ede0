/** An optional web address (http or https), as the tenders service's content DTOs require. */
export const webAddress = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    const url = new URL(String(value));
    if (url.protocol === 'https:' || url.protocol === 'http:') return undefined;
  } catch {
    /* falls through */
  }
  return 'Enter a web address starting with https://';
};
