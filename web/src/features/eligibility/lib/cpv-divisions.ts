/** The CPV 2008 divisions (the first two digits of a code) with short labels. */
export const CPV_DIVISIONS: Record<string, string> = {
  '03': 'Agricultural, farming, fishing and forestry products',
  '09': 'Petroleum products, fuel and energy',
  '14': 'Mining and basic metals',
  '15': 'Food and beverages',
  '16': 'Agricultural machinery',
  '18': 'Clothing, footwear and accessories',
  '19': 'Leather, textiles, plastic and rubber',
  '22': 'Printed matter',
  '24': 'Chemical products',
  '30': 'Office and computing equipment',
  '31': 'Electrical machinery and lighting',
  '32': 'Radio, television and telecommunication equipment',
  '33': 'Medical equipment, pharmaceuticals and personal care',
  '34': 'Transport equipment',
  '35': 'Security, fire-fighting, police and defence equipment',
  '37': 'Musical instruments, sport goods, games and toys',
  '38': 'Laboratory, optical and precision equipment',
  '39': 'Furniture, furnishings and cleaning products',
  '41': 'Collected and purified water',
  '42': 'Industrial machinery',
  '43': 'Mining and construction machinery',
  '44': 'Construction structures and materials',
  '45': 'Construction work',
  '48': 'Software packages and information systems',
  '50': 'Repair and maintenance services',
  '51': 'Installation services',
  '55': 'Hotel, restaurant and retail services',
  '60': 'Transport services',
  '63': 'Supporting transport services and travel agencies',
  '64': 'Postal and telecommunications services',
  '65': 'Public utilities',
  '66': 'Financial and insurance services',
  '70': 'Real estate services',
  '71': 'Architectural, engineering and inspection services',
  '72': 'IT services',
  '73': 'Research and development services',
  '75': 'Administration, defence and social security services',
  '76': 'Oil and gas industry services',
  '77': 'Agricultural, forestry and horticultural services',
  '79': 'Business services: law, marketing, consulting, recruitment',
  '80': 'Education and training services',
  '85': 'Health and social work services',
  '90': 'Sewage, refuse, cleaning and environmental services',
  '92': 'Recreational, cultural and sporting services',
  '98': 'Other community, social and personal services',
};

/** Options for a CPV-division picker: '85 — Health and social work services'. */
export const CPV_DIVISION_OPTIONS = Object.entries(CPV_DIVISIONS).map(([value, label]) => ({ value, label: `${value} — ${label}` }));

/** A label for a CPV code or division, e.g. '85 — Health and social work services', or the code alone when unknown. */
export function cpvLabel(code: string, known: Record<string, string> = {}): string {
  if (known[code]) return `${code} — ${known[code]}`;
  if (code.length === 2 && CPV_DIVISIONS[code]) return `${code} — ${CPV_DIVISIONS[code]}`;
  const division = CPV_DIVISIONS[code.slice(0, 2)];
  return division ? `${code} (${division})` : code;
}

/** A CPV code without its check digit (2 to 8 digits): a division such as '85' or a code such as '85311000'. */
export const isCpvCode = (value: string) => /^\d{2,8}$/.test(value);
