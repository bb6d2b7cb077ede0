/**
 * Short names of the 45 CPV 2008 divisions, as reasons quote them ('Works in CPV division 85 (health and social
 * work)'). The tenders service keeps the official labels; these are the same divisions in a few words each.
 */
const CPV_DIVISION_NAMES: Readonly<Record<string, string>> = {
  '03': 'agriculture, farming, fishing and forestry products',
  '09': 'fuel and energy',
  '14': 'mining and basic metals',
  '15': 'food and drink',
  '16': 'agricultural machinery',
  '18': 'clothing and footwear',
  '19': 'leather, textiles, plastic and rubber',
  '22': 'printed matter',
  '24': 'chemical products',
  '30': 'office and computing equipment',
  '31': 'electrical equipment and lighting',
  '32': 'radio, television and telecommunication equipment',
  '33': 'medical equipment, pharmaceuticals and personal care',
  '34': 'transport equipment',
  '35': 'security, fire-fighting, police and defence equipment',
  '37': 'musical instruments, sport goods, games and toys',
  '38': 'laboratory, optical and precision equipment',
  '39': 'furniture, furnishings and cleaning products',
  '41': 'water',
  '42': 'industrial machinery',
  '43': 'mining, quarrying and construction machinery',
  '44': 'construction materials',
  '45': 'construction work',
  '48': 'software and information systems',
  '50': 'repair and maintenance',
  '51': 'installation',
  '55': 'hotel, restaurant and retail trade',
  '60': 'transport',
  '63': 'transport support and travel agencies',
  '64': 'postal and telecommunications',
  '65': 'public utilities',
  '66': 'financial and insurance services',
  '70': 'real estate',
  '71': 'architecture, engineering and inspection',
  '72': 'IT services',
  '73': 'research and development',
  '75': 'administration, defence and social security',
  '76': 'oil and gas industry services',
  '77': 'agricultural, forestry and horticultural services',
  '79': 'business services',
  '80': 'education and training',
  '85': 'health and social work',
  '90': 'sewage, refuse, cleaning and environmental services',
  '92': 'recreational, cultural and sporting services',
  '98': 'other community, social and personal services',
};

/** 'CPV division 85 (health and social work)'; a division outside CPV 2008 is named by its number only. */
export function describeCpvDivision(division: string): string {
  const name = CPV_DIVISION_NAMES[division];
  return name ? `CPV division ${division} (${name})` : `CPV division ${division}`;
}
