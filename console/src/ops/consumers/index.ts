import { lazy } from 'react';
import InputIcon from '@mui/icons-material/Input';

/** consumers: per service and consumer, its group and topics, lag, processed, failed and dead-lettered counts. */
export const consumers = {
  list: lazy(() => import('./consumer-list')),
  icon: InputIcon,
  recordRepresentation: 'consumer',
  options: { label: 'Consumers' },
};
