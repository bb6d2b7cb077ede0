import fs from 'node:fs';
import path from 'node:path';
import { readSelectionCriteria } from './selection-criteria-text';

/** A real notice (Public Contracts Scotland, 2019) whose selection criteria state turnover and insurance levels. */
function scottishNoticeText(): string {
  const file = path.resolve(__dirname, '../../../../../shared/data/ocds/uk/public-contracts-scotland-2019/SRel23.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const tender = (data.releases ?? [data])[0].tender;
  return tender.selectionCriteria.criteria
    .flatMap((c: { description?: string; minimum?: string }) => [c.description ?? '', c.minimum ?? ''])
    .join('\n\n');
}

describe('readSelectionCriteria', () => {
  it('reads the turnover and the highest insurance level a real notice states', () => {
    expect(readSelectionCriteria(scottishNoticeText())).toEqual({ minimumTurnover: 200_000, insurance: 10_000_000, certifications: [] });
  });

  it('reads amounts in the ways notices write pounds', () => {
    const cases: Array<[string, number]> = [
      ['Minimum annual turnover of £1,500,000 in each of the last two years.', 1_500_000],
      ['Bidders must have a turnover of at least £2m.', 2_000_000],
      ['Turnover: GBP 750,000 or more.', 750_000],
      ['A minimum turnover of 1.2 million pounds is required.', 1_200_000],
      ['Annual turnover must exceed £500k.', 500_000],
    ];
    for (const [text, minimum] of cases) expect(readSelectionCriteria(text).minimumTurnover).toBe(minimum);
  });

  it('ignores amounts that do not sit with the word that gives them meaning, and other currencies', () => {
    expect(readSelectionCriteria('The contract is worth £3,000,000. Turnover will be assessed by ratio.')).toEqual({
      minimumTurnover: null,
      insurance: null,
      certifications: [],
    });
    expect(readSelectionCriteria('Minimum turnover of EUR 400,000.').minimumTurnover).toBeNull();
    expect(readSelectionCriteria('Current ratio for Current Year: 1.10. Regulations 2015.').minimumTurnover).toBeNull();
    expect(readSelectionCriteria(null)).toEqual({ minimumTurnover: null, insurance: null, certifications: [] });
  });

  it('names the certifications a notice asks for, the stronger Cyber Essentials only', () => {
    const text =
      'Providers must be registered with the Care Quality Commission and hold ISO/IEC 27001 and Cyber Essentials Plus; ISO 9001 or equivalent.';
    expect(readSelectionCriteria(text).certifications).toEqual(['Cyber Essentials Plus', 'ISO 9001', 'ISO 27001', 'CQC registration']);
    expect(readSelectionCriteria('Cyber Essentials certification is required.').certifications).toEqual(['Cyber Essentials']);
  });
});
