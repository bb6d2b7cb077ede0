import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';

/** tenders: full-text list with the web app's filters, show, edit with document upload. Loaded on first use. */
export const tenders = {
  list: lazy(() => import('./tender-list')),
  show: lazy(() => import('./tender-show')),
  edit: lazy(() => import('./tender-edit')),
  icon: GavelIcon,
  recordRepresentation: 'title',
  options: { label: 'Tenders' },
};

/** The tenders-without-a-link screen (a custom route over the tenders resource with noLink=true). */
export const TendersWithoutLink = lazy(() => import('./tenders-without-link'));
export const TENDERS_WITHOUT_LINK_PATH = '/tenders-without-link';

/** The eligibility criteria editor of one tender, with the band-move preview (a custom route). */
export const TenderCriteriaEditor = lazy(() => import('./criteria/tender-criteria-editor'));
export const TENDER_CRITERIA_PATH = '/tenders/:id/criteria';
