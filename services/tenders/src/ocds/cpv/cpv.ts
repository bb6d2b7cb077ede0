import { CPV_LABELS_FROM_DATA } from './cpv-labels.data';

/**
 * The 45 divisions of the Common Procurement Vocabulary (CPV 2008, Commission Regulation (EC) No 213/2008), the
 * level used for facets and category counts. Finer codes get their label from {@link CPV_LABELS_FROM_DATA} (the
 * English descriptions that real notices publish next to the code) or from a label a release carries itself.
 * No complete CPV list is available offline here, so a code absent from both has no label of its own and is shown
 * with its division's.
 */
export const CPV_DIVISIONS: Readonly<Record<string, string>> = {
  '03': 'Agricultural, farming, fishing, forestry and related products',
  '09': 'Petroleum products, fuel, electricity and other sources of energy',
  '14': 'Mining, basic metals and related products',
  '15': 'Food, beverages, tobacco and related products',
  '16': 'Agricultural machinery',
  '18': 'Clothing, footwear, luggage articles and accessories',
  '19': 'Leather and textile fabrics, plastic and rubber materials',
  '22': 'Printed matter and related products',
  '24': 'Chemical products',
  '30': 'Office and computing machinery, equipment and supplies except furniture and software packages',
  '31': 'Electrical machinery, apparatus, equipment and consumables; lighting',
  '32': 'Radio, television, communication, telecommunication and related equipment',
  '33': 'Medical equipments, pharmaceuticals and personal care products',
  '34': 'Transport equipment and auxiliary products to transportation',
  '35': 'Security, fire-fighting, police and defence equipment',
  '37': 'Musical instruments, sport goods, games, toys, handicraft, art materials and accessories',
  '38': 'Laboratory, optical and precision equipments (excl. glasses)',
  '39': 'Furniture (incl. office furniture), furnishings, domestic appliances (excl. lighting) and cleaning products',
  '41': 'Collected and purified water',
  '42': 'Industrial machinery',
  '43': 'Machinery for mining, quarrying, construction equipment',
  '44': 'Construction structures and materials; auxiliary products to construction (except electric apparatus)',
  '45': 'Construction work',
  '48': 'Software package and information systems',
  '50': 'Repair and maintenance services',
  '51': 'Installation services (except software)',
  '55': 'Hotel, restaurant and retail trade services',
  '60': 'Transport services (excl. Waste transport)',
  '63': 'Supporting and auxiliary transport services; travel agencies services',
  '64': 'Postal and telecommunications services',
  '65': 'Public utilities',
  '66': 'Financial and insurance services',
  '70': 'Real estate services',
  '71': 'Architectural, construction, engineering and inspection services',
  '72': 'IT services: consulting, software development, Internet and support',
  '73': 'Research and development services and related consultancy services',
  '75': 'Administration, defence and social security services',
  '76': 'Services related to the oil and gas industry',
  '77': 'Agricultural, forestry, horticultural, aquacultural and apicultural services',
  '79': 'Business services: law, marketing, consulting, recruitment, printing and security',
  '80': 'Education and training services',
  '85': 'Health and social work services',
  '90': 'Sewage, refuse, cleaning and environmental services',
  '92': 'Recreational, cultural and sporting services',
  '98': 'Other community, social and personal services',
};

export interface CpvCode {
  /** Eight digits, without the check digit. */
  code: string;
  /** The code's own label, when known. */
  label: string | null;
  /** Two-digit division and its label (null for a division outside CPV 2008). */
  division: string;
  divisionLabel: string | null;
}

/** `85311000-2`, `85311000`, ` 85311000 ` → `85311000`; anything else (UNSPSC, 9–10 digit ids, national sub-codes) → null. */
export function normaliseCpv(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const match = /^(\d{8})(?:-\d)?$/.exec(String(raw).trim());
  if (!match || !CPV_DIVISIONS[match[1].slice(0, 2)]) return null;
  return match[1];
}

/**
 * The significant digits of a code: a division `85000000` → `85`, a group `85300000` → `853`, a class `85310000`
 * → `8531`, a category `85311000` → `85311`, finer codes keep their non-zero tail (at least two digits).
 */
export function cpvStem(code: string): string {
  let stem = code.replace(/0+$/, '');
  if (stem.length < 2) stem = code.slice(0, 2);
  return stem;
}

/**
 * Every ancestor stem of a code plus its own (`85311000` → `85`, `853`, `8531`, `85311`): stored with each tender,
 * so a filter on any level is one array-overlap test on a GIN index (`85000000` matches `853…`).
 */
export function cpvPrefixes(code: string): string[] {
  const stem = cpvStem(code);
  const out: string[] = [];
  for (let length = 2; length <= stem.length; length++) out.push(stem.slice(0, length));
  return out;
}

export function cpvLabel(code: string): string | null {
  return CPV_LABELS_FROM_DATA[code] ?? (code.endsWith('000000') ? (CPV_DIVISIONS[code.slice(0, 2)] ?? null) : null);
}

/** A code with its labels; `published` is the description the release gave, used when it is English and we know none. */
export function describeCpv(code: string, published?: string | null): CpvCode {
  const division = code.slice(0, 2);
  return { code, label: cpvLabel(code) ?? published ?? null, division, divisionLabel: CPV_DIVISIONS[division] ?? null };
}
