import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/format';
import type { BidTenderView } from '@jointly/contracts';

/** A tender as the bids service knows it: title (a link to the tender's page), buyer and closing date. */
export function BidTenderSummaryView({ tender, tenderHref }: { tender: BidTenderView; tenderHref: (id: string) => string }) {
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={tenderHref(tender.id)}>
          {tender.title ?? 'Tender details not available yet'}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {tender.buyerName ?? 'Buyer not known'} · {tender.closingDate ? `closes ${formatDate(tender.closingDate)}` : 'no closing date'}
      </Typography>
    </>
  );
}
