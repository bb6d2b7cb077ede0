import { lazy } from 'react';
import ReportIcon from '@mui/icons-material/Report';

/** dead-letters: events a consumer gave up on, with their error and payload; replay or discard. */
export const deadLetters = {
  list: lazy(() => import('./dead-letter-list')),
  show: lazy(() => import('./dead-letter-show')),
  icon: ReportIcon,
  recordRepresentation: 'eventName',
  options: { label: 'Dead letters' },
};
