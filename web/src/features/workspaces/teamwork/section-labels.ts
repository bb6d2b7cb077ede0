import type { SectionStatus } from '@jointly/contracts';

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  todo: 'To do',
  drafting: 'Drafting',
  'in-review': 'In review',
  approved: 'Approved',
};

/** The moves the server allows from each status (bids section-rules): forward one step, back one, reopen. */
export const SECTION_MOVES: Record<SectionStatus, SectionStatus[]> = {
  todo: ['drafting'],
  drafting: ['in-review', 'todo'],
  'in-review': ['approved', 'drafting'],
  approved: ['drafting'],
};
