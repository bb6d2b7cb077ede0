import type { TenderRequirement, TenderRequirementType } from '@jointly/contracts';

/** One requirement as the editor's row holds it: lists and amounts as the text typed. */
export interface RequirementRow {
  key: number;
  type: TenderRequirementType;
  /** CPV codes or regions (comma separated), a certification name, or a whole number. */
  value: string;
  weight: string;
  mandatory: boolean;
  /** Where a derived requirement came from (shown, not sent). */
  source?: string;
}

export const REQUIREMENT_TYPES: Array<{ id: TenderRequirementType; name: string; hint: string }> = [
  { id: 'serviceCategory', name: 'Service category (CPV)', hint: 'CPV codes or divisions, comma separated: 85311000, 85' },
  { id: 'region', name: 'Region', hint: 'Regions, comma separated: North East, London' },
  { id: 'minimumTurnover', name: 'Minimum turnover (£)', hint: 'Whole pounds a year' },
  { id: 'yearsTrading', name: 'Years trading', hint: 'Whole years' },
  { id: 'staffCount', name: 'Staff', hint: 'Whole number of staff' },
  { id: 'certification', name: 'Certification', hint: 'Name, e.g. ISO 9001' },
  { id: 'insurance', name: 'Insurance cover (£)', hint: 'Whole pounds' },
];

const LIST_TYPES: TenderRequirementType[] = ['serviceCategory', 'region'];

let nextKey = 1;
export const newRow = (over: Partial<RequirementRow> = {}): RequirementRow => ({
  key: nextKey++,
  type: 'serviceCategory',
  value: '',
  weight: '1',
  mandatory: false,
  ...over,
});

/** A stored requirement as a row. */
export function toRow(requirement: TenderRequirement): RequirementRow {
  const value =
    requirement.type === 'serviceCategory'
      ? requirement.cpvCodes.join(', ')
      : requirement.type === 'region'
        ? requirement.regions.join(', ')
        : requirement.type === 'certification'
          ? requirement.name
          : String(requirement.minimum);
  return newRow({
    type: requirement.type,
    value,
    weight: String(requirement.weight),
    mandatory: requirement.mandatory,
    source: requirement.source,
  });
}

/**
 * The rows as requirements, or the first problem in words ('Row 2: …'). The server validates again (and names the
 * field); this only spares a round trip for what is plainly missing.
 */
export function toRequirements(
  rows: readonly RequirementRow[],
): { ok: true; requirements: TenderRequirement[] } | { ok: false; message: string } {
  if (!rows.length) return { ok: false, message: 'Add at least one requirement.' };
  const requirements: TenderRequirement[] = [];
  for (const [i, row] of rows.entries()) {
    const where = `Row ${i + 1}`;
    const weight = Number(row.weight);
    if (!Number.isInteger(weight) || weight < 1 || weight > 100)
      return { ok: false, message: `${where}: the weight must be a whole number from 1 to 100.` };
    const base = { weight, mandatory: row.mandatory };
    if (LIST_TYPES.includes(row.type)) {
      const items = row.value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (!items.length) return { ok: false, message: `${where}: list at least one ${row.type === 'region' ? 'region' : 'CPV code'}.` };
      requirements.push(
        row.type === 'region' ? { ...base, type: 'region', regions: items } : { ...base, type: 'serviceCategory', cpvCodes: items },
      );
    } else if (row.type === 'certification') {
      if (!row.value.trim()) return { ok: false, message: `${where}: name the certification.` };
      requirements.push({ ...base, type: 'certification', name: row.value.trim() });
    } else {
      const minimum = Number(row.value.replace(/[£,\s]/g, ''));
      if (!row.value.trim() || !Number.isInteger(minimum) || minimum < 0)
        return { ok: false, message: `${where}: the minimum must be a whole number.` };
      requirements.push({ ...base, type: row.type as 'minimumTurnover' | 'yearsTrading' | 'staffCount' | 'insurance', minimum });
    }
  }
  return { ok: true, requirements };
}
