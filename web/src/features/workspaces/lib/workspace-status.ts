import type { WorkspaceStatus } from '@jointly/contracts';

/** The writing steps in order (archived stands apart). */
export const WORKSPACE_STEPS: readonly WorkspaceStatus[] = ['draft', 'in-review', 'submitted'];

export const WORKSPACE_STATUS_LABELS: Record<WorkspaceStatus, string> = {
  draft: 'Draft',
  'in-review': 'In review',
  submitted: 'Submitted',
  archived: 'Archived',
};

export interface StatusMove {
  to: WorkspaceStatus;
  /** The button's words. */
  label: string;
}

/**
 * The moves the bids service allows from a status (draft → in review → submitted; any → archived; archived → draft),
 * mirrored so the page offers only those; the server still decides (409 otherwise).
 */
export function nextStatusMoves(status: WorkspaceStatus): StatusMove[] {
  switch (status) {
    case 'draft':
      return [
        { to: 'in-review', label: 'Send for review' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'in-review':
      return [
        { to: 'submitted', label: 'Mark as submitted' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'submitted':
      return [{ to: 'archived', label: 'Archive' }];
    case 'archived':
      return [{ to: 'draft', label: 'Restore to draft' }];
  }
}

/** The stepper's active step: the index in WORKSPACE_STEPS (an archived workspace shows no active step). */
export function activeStepOf(status: WorkspaceStatus): number {
  return WORKSPACE_STEPS.indexOf(status);
}
