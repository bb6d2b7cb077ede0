import { UK_REGION_BY_ITL1_CODE, UK_REGIONS } from '@jointly/contracts';

/**
 * Delivery regions, normalised so that filters and facets work across publishers: UK NUTS/ITL codes (UKM82, TLM,
 * UKH25) become their first-level region (Scotland, East of England…), spelled-out names keep their canonical
 * spelling, country codes and names become the country. Anything else is kept as published (trimmed).
 */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  GB: 'United Kingdom',
  UK: 'United Kingdom',
  AM: 'Armenia',
  AU: 'Australia',
  MD: 'Moldova',
  NG: 'Nigeria',
  UA: 'Ukraine',
  IE: 'Ireland',
  FR: 'France',
  DE: 'Germany',
};

const CANONICAL = new Map<string, string>(
  [
    ...UK_REGIONS,
    'England',
    'United Kingdom',
    'Channel Islands',
    'Isle of Man',
    'British Oversea Territories',
    'Europe',
    'Rest of the World',
    ...Object.values(COUNTRY_CODES),
  ].map((name) => [name.toLowerCase(), name]),
);
CANONICAL.set('eng', 'England');
CANONICAL.set('north east england', 'North East');
CANONICAL.set('north west england', 'North West');
CANONICAL.set('yorkshire and humber', 'Yorkshire and the Humber');
CANONICAL.set('east of england region', 'East of England');
CANONICAL.set('great britain', 'United Kingdom');
CANONICAL.set('украина', 'Ukraine');
CANONICAL.set('україна', 'Ukraine');

/** One published region (code or name) → its normalised label, or null when empty. */
export function normaliseRegion(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const nuts = /^(?:UK|TL)([C-N])[0-9A-Z]{0,3}$/i.exec(text);
  if (nuts) return UK_REGION_BY_ITL1_CODE[nuts[1].toUpperCase()];
  if (/^(UK|GB|UKZ|UKZZ|UKZZZ)$/i.test(text)) return 'United Kingdom';
  const country = COUNTRY_CODES[text.toUpperCase()];
  if (country && text.length === 2) return country;
  return CANONICAL.get(text.toLowerCase()) ?? (text.length <= 80 ? text : text.slice(0, 80));
}

/** The NUTS/ITL code itself when the text is one (kept for the detail view), else null. */
export function regionCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().toUpperCase();
  return /^(UK|TL)[C-N][0-9A-Z]{0,3}$/.test(text) ? text : null;
}
