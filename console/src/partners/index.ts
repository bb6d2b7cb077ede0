import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/Business';

/** partners: waiting requests by default (Approve), verified and unverified companies, show. Loaded on first use. */
export const partners = {
  list: lazy(() => import('./partner-list')),
  show: lazy(() => import('./partner-show')),
  icon: BusinessIcon,
  recordRepresentation: 'companyName',
  options: { label: 'Partners' },
};
