import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** audit-log: every admin action (who, when, what changed), read-only. Loaded on first use. */
export const auditLog = {
  list: lazy(() => import('./audit-list')),
  show: lazy(() => import('./audit-show')),
  icon: HistoryIcon,
  recordRepresentation: 'summary',
  options: { label: 'Audit log' },
};
