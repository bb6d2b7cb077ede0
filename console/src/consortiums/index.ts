import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';

/** consortiums: every consortium with its members, requests and bids, read-only. Loaded on first use. */
export const consortiums = {
  list: lazy(() => import('./consortium-list')),
  show: lazy(() => import('./consortium-show')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
  options: { label: 'Consortiums' },
};
