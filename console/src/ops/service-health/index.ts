import { lazy } from 'react';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';

/** service-health: up or down per service with its checks; refreshed every 10 s. */
export const serviceHealth = {
  list: lazy(() => import('./service-health-list')),
  icon: MonitorHeartIcon,
  recordRepresentation: 'id',
  options: { label: 'Health' },
};
