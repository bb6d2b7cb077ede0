import { lazy } from 'react';
import RssFeedIcon from '@mui/icons-material/RssFeed';

/** tender-feeds: import status of the OCDS feeds and recent manual imports, read-only, refreshed every 10 s. */
export const tenderFeeds = {
  list: lazy(() => import('./tender-feed-list')),
  icon: RssFeedIcon,
  recordRepresentation: 'source',
  options: { label: 'Feeds and imports' },
};
