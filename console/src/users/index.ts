import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';

/** users: list with search and filters, show with the company, edit to suspend or reactivate. Loaded on first use. */
export const users = {
  list: lazy(() => import('./user-list')),
  show: lazy(() => import('./user-show')),
  edit: lazy(() => import('./user-edit')),
  icon: PeopleIcon,
  recordRepresentation: 'email',
  options: { label: 'Users' },
};
