/**
 * What a notice's selection criteria text (OCDS `tender.selectionCriteria` / `eligibilityCriteria`) states that
 * eligibility can score: a minimum annual turnover, the insurance cover asked for, and named certifications.
 * Plain text reading, deliberately conservative: an amount counts only when it sits in the same sentence as the
 * word that gives it meaning (turnover; insurance, indemnity or liability), and only amounts in pounds.
 */
export interface StatedRequirements {
  /** Minimum annual turnover in GBP, or null when the text states none. */
  minimumTurnover: number | null;
  /** The highest insurance cover asked for in GBP, or null. */
  insurance: number | null;
  /** Certifications and registrations the text names, in the spelling eligibility matches on. */
  certifications: string[];
}

/** A money amount in pounds: "£200,000", "200,000 GBP", "GBP 1.5m", "£2 million", "5m GBP". */
const AMOUNT =
  /(?:£|\bGBP\s?)\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(m\b|million\b|k\b|bn\b)?|\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(m|million|k|bn)?\s?(?:GBP|pounds\b|sterling\b)/gi;

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, million: 1e6, bn: 1e9 };

function amountsIn(sentence: string): number[] {
  const found: number[] = [];
  for (const m of sentence.matchAll(AMOUNT)) {
    const digits = m[1] ?? m[3];
    const unit = (m[2] ?? m[4] ?? '').toLowerCase();
    const value = Number(digits.replace(/,/g, '')) * (SCALE[unit] ?? 1);
    if (Number.isFinite(value) && value >= 1000 && value <= 1e12) found.push(Math.round(value));
  }
  return found;
}

/** Sentences (or list items): split at full stops followed by a space, line breaks and list markers. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.;])\s+(?=[A-Z(])|\n+|\s-\s?t|\s[a-z]\)\s?t?/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Certifications named in notices, with the name eligibility stores and matches. Order: more specific first. */
const CERTIFICATIONS: Array<[RegExp, string]> = [
  [/\bcyber\s+essentials\s+plus\b/i, 'Cyber Essentials Plus'],
  [/\bcyber\s+essentials\b(?!\s+plus)/i, 'Cyber Essentials'],
  [/\bISO\s?(?:\/IEC\s?)?9001\b/i, 'ISO 9001'],
  [/\bISO\s?(?:\/IEC\s?)?14001\b/i, 'ISO 14001'],
  [/\bISO\s?(?:\/IEC\s?)?27001\b/i, 'ISO 27001'],
  [/\bISO\s?(?:\/IEC\s?)?45001\b/i, 'ISO 45001'],
  [/\b(?:CQC|Care Quality Commission)\b/i, 'CQC registration'],
  [/\bCare Inspectorate\b/i, 'Care Inspectorate registration'],
  [/\bOfsted\b/i, 'Ofsted registration'],
  [/\bCHAS\b/, 'CHAS'],
  [/\bSafeContractor\b/i, 'SafeContractor'],
  [/\bConstructionline\b/i, 'Constructionline'],
];

export function readSelectionCriteria(text: string | null | undefined): StatedRequirements {
  const stated: StatedRequirements = { minimumTurnover: null, insurance: null, certifications: [] };
  if (!text) return stated;
  for (const sentence of sentencesOf(text)) {
    const amounts = amountsIn(sentence);
    if (!amounts.length) continue;
    if (/\bturnover\b/i.test(sentence) && stated.minimumTurnover === null) stated.minimumTurnover = amounts[0];
    else if (/\b(insurance|indemnity|liability)\b/i.test(sentence)) {
      stated.insurance = Math.max(stated.insurance ?? 0, ...amounts);
    }
  }
  const seen = new Set<string>();
  for (const [pattern, name] of CERTIFICATIONS) {
    if (pattern.test(text) && !seen.has(name)) {
      seen.add(name);
      stated.certifications.push(name);
    }
  }
  // "Cyber Essentials Plus" covers "Cyber Essentials": ask for the stronger one only.
  if (seen.has('Cyber Essentials Plus')) stated.certifications = stated.certifications.filter((c) => c !== 'Cyber Essentials');
  return stated;
}
