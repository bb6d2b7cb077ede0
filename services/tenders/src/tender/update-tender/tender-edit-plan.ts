import { applyOverrides, changedFields, stableJson, type TenderOverrides, type TenderRecord } from '../../ocds/tender-record';
import { tenderSummary } from '../tender.row';
import type { TenderEdit } from './update-tender.request';

/** What an admin's edit does to a tender, decided before anything is written. */
export interface TenderEditPlan {
  /** The tender as users see it after the edit: the imported record with every override applied. */
  final: TenderRecord;
  /** The overrides kept from now on (later imports leave these fields alone). */
  overrides: TenderOverrides;
  /** The imported value of each overridden field, so a field can be reverted. */
  importedValues: Partial<TenderRecord>;
  /** Top-level fields whose values changed, plus `documents` when files were attached; empty when nothing did. */
  changed: string[];
  /**
   * Whether the summary the other services hold (title, buyer, status, value, dates, CPV, regions, criteria source)
   * changed: only then is TenderUpdated published, so a new notice link, description or document re-rates nothing.
   */
  summaryChanged: boolean;
}

/**
 * The edit rule: the new values are laid over the tender's current overrides, reverted fields lose theirs, and the
 * result is applied to the imported record (never to the current one, so a revert brings the imported value back).
 */
export function planTenderEdit(
  tenderId: string,
  current: TenderRecord,
  imported: TenderRecord,
  currentOverrides: TenderOverrides | null,
  edit: TenderEdit,
  documentsAttached: number,
): TenderEditPlan {
  const overrides: TenderOverrides = { ...(currentOverrides ?? {}), ...edit.set };
  for (const field of edit.revert) delete overrides[field];
  const final = applyOverrides(imported, overrides);
  const importedValues = Object.fromEntries(Object.keys(overrides).map((k) => [k, imported[k as keyof TenderRecord]]));
  const changed = changedFields(current, final);
  if (documentsAttached > 0) changed.push('documents');
  const summaryChanged = stableJson(tenderSummary(tenderId, final)) !== stableJson(tenderSummary(tenderId, current));
  return { final, overrides, importedValues, changed, summaryChanged };
}
