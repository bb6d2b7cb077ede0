import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import type { Id } from '@jointly/contracts';
import { consortiumBestTendersQuery } from '../api/eligibility';
import { BandChip } from './band-chip';

const closes = (date: string | null) =>
  date ? `closes ${new Date(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}` : 'no closing date';

/** A consortium's best open tenders on its members' combined facts (60 and above), with the lead's own rating beside. */
export function ConsortiumBestTenders({ consortiumId }: { consortiumId: Id }) {
  const best = useQuery(consortiumBestTendersQuery(consortiumId));
  if (best.isPending) return <LoadingState label="Rating the consortium against open tenders…" />;
  if (best.isError)
    return (
      <ErrorState title="The consortium’s tenders could not be loaded." message={best.error.message} onRetry={() => void best.refetch()} />
    );
  if (!best.data.tenders.length) {
    return (
      <Typography color="text.secondary">
        No open tender rates 60 or more for this consortium yet. Members’ criteria and new partners change this.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Best open tenders" sx={{ pl: 3, m: 0, display: 'grid', gap: 1.5 }}>
      {best.data.tenders.map((tender) => (
        <li key={tender.tenderId}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={paths.tender.getHref(tender.tenderId)} sx={{ fontWeight: 600 }}>
              {tender.title}
            </Link>
            <BandChip rating={tender.rating} band={tender.band} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {tender.buyerName ?? 'Buyer not stated'} · {closes(tender.closingDate)} · together {tender.rating}, lead alone{' '}
            {tender.leadRating}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
