import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';

/** mail: the notifications service's mail log (GET /api/admin/mail), read-only. Loaded on first use. */
export const mail = {
  list: lazy(() => import('./mail-list')),
  show: lazy(() => import('./mail-show')),
  icon: MailIcon,
  recordRepresentation: 'subject',
  options: { label: 'Mail log' },
};
