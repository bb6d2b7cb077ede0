import { TENDER_EDITABLE_FIELDS, TENDER_EDITABLE_SCORING_FIELDS, changesTenderScoring } from './tender-fields';

describe('the shared list of editable tender fields', () => {
  it('names each field once, and the editable ones scoring reads', () => {
    expect(new Set(TENDER_EDITABLE_FIELDS).size).toBe(TENDER_EDITABLE_FIELDS.length);
    expect(TENDER_EDITABLE_SCORING_FIELDS).toEqual(['status', 'value', 'currency', 'closingDate', 'regions']);
  });

  it('says whether a set of changed fields can change a rating', () => {
    expect(changesTenderScoring(['title', 'noticeUrl', 'documents', 'description', 'procurementMethod', 'buyerName'])).toBe(false);
    expect(changesTenderScoring(['title', 'closingDate'])).toBe(true);
    expect(changesTenderScoring(['cpv'])).toBe(true);
    expect(changesTenderScoring([])).toBe(false);
  });
});
