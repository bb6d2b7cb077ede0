/**
 * The fields of a tender an admin may correct by hand, in one list for every place that needs it: the console's tender
 * edit form, PUT /admin/tenders/{id} and PATCH /tender/update/{id}, and the tenders service's OCDS record, where each
 * edit is an override of the imported value that later imports keep. Names are those of the tender record (and of
 * `TenderUpdated.changedFields`). Documents are not a field: they come as files.
 */
export const TENDER_EDITABLE_FIELDS = [
  'title',
  'description',
  'buyerName',
  'status',
  'value',
  'currency',
  'closingDate',
  'noticeUrl',
  'procurementMethod',
  'regions',
] as const;
export type TenderEditableField = (typeof TENDER_EDITABLE_FIELDS)[number];

/**
 * The tender record's fields that eligibility's rating reads (as `TenderUpdated.changedFields` names them): status and
 * closing date (only open tenders are rated), value and currency (turnover against contract value), regions, CPV codes
 * (`cpv`) and the notice's details (`details`: contract period, lots, suitability, selection criteria). A change to
 * any other field (a title, a notice link, a document) cannot change a rating.
 */
export const TENDER_SCORING_FIELDS = ['status', 'closingDate', 'value', 'currency', 'regions', 'cpv', 'details'] as const;

/** The editable fields whose change re-rates the tender (the editable ones among TENDER_SCORING_FIELDS). */
export const TENDER_EDITABLE_SCORING_FIELDS: readonly TenderEditableField[] = TENDER_EDITABLE_FIELDS.filter((field) =>
  (TENDER_SCORING_FIELDS as readonly string[]).includes(field),
);

/** Whether a change to these fields (e.g. `TenderUpdated.changedFields`) can change a tender's eligibility ratings. */
export function changesTenderScoring(changedFields: readonly string[]): boolean {
  return changedFields.some((field) => (TENDER_SCORING_FIELDS as readonly string[]).includes(field));
}
