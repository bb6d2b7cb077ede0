import Chip from '@mui/material/Chip';
import type { BidStatus } from '@jointly/contracts';

const COLOURS: Record<BidStatus, 'warning' | 'success' | 'default' | 'error'> = {
  Pending: 'warning',
  Accepted: 'success',
  Declined: 'error',
  Withdrawn: 'default',
};

/** An invitation's status as a small chip (the word is always shown, colour is only a hint). */
export function BidStatusChip({ status }: { status: BidStatus }) {
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={status} />;
}
