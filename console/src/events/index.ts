import { lazy } from 'react';
import EventIcon from '@mui/icons-material/Event';

/** events: meet-the-buyer days and webinars shown to providers; add, edit, delete. Loaded on first use. */
export const events = {
  list: lazy(() => import('./event-list')),
  create: lazy(() => import('./event-create')),
  edit: lazy(() => import('./event-edit')),
  icon: EventIcon,
  recordRepresentation: 'title',
  options: { label: 'Events' },
};
