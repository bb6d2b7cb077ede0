import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';

/** announcements: news for everyone or one account type; add, edit, delete. Loaded on first use. */
export const announcements = {
  list: lazy(() => import('./announcement-list')),
  create: lazy(() => import('./announcement-create')),
  edit: lazy(() => import('./announcement-edit')),
  icon: CampaignIcon,
  recordRepresentation: 'title',
  options: { label: 'Announcements' },
};
