import { TENDER_REQUIREMENT_TYPES, type TenderRequirement, type TenderRequirementType } from '@jointly/contracts';
import {
  cleanCpvList,
  cleanText,
  cleanTextList,
  CPV_CODE_PATTERN,
  MAX_AMOUNT,
  MAX_ITEM_LENGTH,
  MAX_LIST_ITEMS,
} from '../shared/criteria-input';

/** At most this many requirements in one set of tender criteria. */
export const MAX_REQUIREMENTS = 30;
/** Weights are whole numbers from 1 to this. */
export const MAX_WEIGHT = 100;

/** Fields each type takes besides type, weight and mandatory; with the bounds of numeric thresholds. */
const MINIMUMS: Partial<Record<TenderRequirementType, { max: number; what: string }>> = {
  minimumTurnover: { max: MAX_AMOUNT, what: 'an amount in GBP' },
  insurance: { max: MAX_AMOUNT, what: 'an amount in GBP' },
  yearsTrading: { max: 500, what: 'a number of years' },
  staffCount: { max: 10_000_000, what: 'a number of staff' },
};
const OWN_FIELD: Record<TenderRequirementType, string> = {
  serviceCategory: 'cpvCodes',
  region: 'regions',
  minimumTurnover: 'minimum',
  yearsTrading: 'minimum',
  staffCount: 'minimum',
  certification: 'name',
  insurance: 'minimum',
};

export type RequirementsParse = { ok: true; requirements: TenderRequirement[] } | { ok: false; message: string };

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function parseList(
  value: unknown,
  at: string,
  clean: (v: unknown) => unknown,
  pattern?: { regex: RegExp; what: string },
): string[] | string {
  const items = clean(value);
  if (!Array.isArray(items) || items.some((item) => typeof item !== 'string')) return `${at} must be a list of text items`;
  if (!items.length) return `${at} must list at least one item`;
  if (items.length > MAX_LIST_ITEMS) return `${at} may hold at most ${MAX_LIST_ITEMS} items`;
  if (items.some((item: string) => item.length > MAX_ITEM_LENGTH))
    return `each item of ${at} must be at most ${MAX_ITEM_LENGTH} characters`;
  if (pattern && items.some((item: string) => !pattern.regex.test(item))) return `${at} must be ${pattern.what}`;
  return items as string[];
}

function parseOne(raw: unknown, at: string): TenderRequirement | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return `${at} must be an object with a type`;
  const input = raw as Record<string, unknown>;
  const type = input.type;
  if (typeof type !== 'string' || !(TENDER_REQUIREMENT_TYPES as readonly string[]).includes(type))
    return `${at}.type must be one of ${TENDER_REQUIREMENT_TYPES.join(', ')}`;
  const kind = type as TenderRequirementType;
  const own = OWN_FIELD[kind];
  const unknown = Object.keys(input).find((key) => !['type', 'weight', 'mandatory', own].includes(key));
  if (unknown) return `${at} (${kind}) does not take '${unknown}'; it takes ${own}, weight and mandatory`;
  const weight = input.weight ?? 1;
  if (!isWhole(weight, 1, MAX_WEIGHT)) return `${at}.weight must be a whole number from 1 to ${MAX_WEIGHT}`;
  const mandatory = input.mandatory ?? false;
  if (typeof mandatory !== 'boolean') return `${at}.mandatory must be true or false`;
  const base = { weight, mandatory };

  if (kind === 'serviceCategory') {
    const cpvCodes = parseList(input.cpvCodes, `${at}.cpvCodes`, cleanCpvList, {
      regex: CPV_CODE_PATTERN,
      what: 'CPV codes or divisions, e.g. "85" or "85311000-2"',
    });
    return typeof cpvCodes === 'string' ? cpvCodes : { type: kind, cpvCodes, ...base };
  }
  if (kind === 'region') {
    const regions = parseList(input.regions, `${at}.regions`, (v) => cleanTextList(v));
    return typeof regions === 'string' ? regions : { type: kind, regions, ...base };
  }
  if (kind === 'certification') {
    const name = cleanText(input.name);
    if (typeof name !== 'string' || !name) return `${at}.name must name the certification, e.g. "ISO 9001"`;
    if (name.length > MAX_ITEM_LENGTH) return `${at}.name must be at most ${MAX_ITEM_LENGTH} characters`;
    return { type: kind, name, ...base };
  }
  const { max, what } = MINIMUMS[kind]!;
  if (!isWhole(input.minimum, 1, max)) return `${at}.minimum must be ${what}: a whole number from 1 to ${max}`;
  return { type: kind, minimum: input.minimum, ...base } as TenderRequirement;
}

/**
 * Reads the `requirements` of POST /tender-criteria/add: a list of 1 to 30 typed requirements, each
 * `{type, <its field>, weight?: 1–100 (default 1), mandatory?: boolean (default false)}`. Text is trimmed, lists
 * de-duplicated, CPV check digits dropped. The first problem is reported with its position, e.g.
 * `requirements[1].minimum must be an amount in GBP: …`.
 */
export function parseRequirements(value: unknown): RequirementsParse {
  if (!Array.isArray(value)) return { ok: false, message: 'requirements must be a list of requirements' };
  if (!value.length) return { ok: false, message: 'requirements must list at least one requirement' };
  if (value.length > MAX_REQUIREMENTS) return { ok: false, message: `requirements may hold at most ${MAX_REQUIREMENTS} requirements` };
  const requirements: TenderRequirement[] = [];
  for (const [i, raw] of value.entries()) {
    const parsed = parseOne(raw, `requirements[${i}]`);
    if (typeof parsed === 'string') return { ok: false, message: parsed };
    requirements.push(parsed);
  }
  return { ok: true, requirements };
}
