import { lazy } from 'react';
import OutboxIcon from '@mui/icons-material/Outbox';

/** outboxes: per service, the backlog, the oldest pending age and the relay state; refreshed every 10 s. */
export const outboxes = {
  list: lazy(() => import('./outbox-list')),
  icon: OutboxIcon,
  recordRepresentation: 'service',
  options: { label: 'Outboxes' },
};
