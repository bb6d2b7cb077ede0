import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Id } from '@/types/api';
import { tenderConsortiumRatingsQuery } from '../api/eligibility';
import { BandChip } from './band-chip';

/**
 * "You: 57 — with North Care Partnership: 92" under a provider's rating on a tender page: the rating each of the
 * company's consortiums gets on the members' combined facts. Nothing when the company is in no consortium.
 */
export function ConsortiumRatingsLine({ tenderId, ownRating }: { tenderId: Id; ownRating: number }) {
  const ratings = useQuery(tenderConsortiumRatingsQuery(tenderId));
  if (ratings.isPending) return null;
  if (ratings.isError) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        Your consortiums’ ratings could not be loaded.
      </Typography>
    );
  }
  if (!ratings.data.consortiums.length) return null;
  return (
    <Box component="ul" aria-label="With your consortiums" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {ratings.data.consortiums.map((c) => (
        <Box component="li" key={c.consortiumId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span">
            You: {ownRating} — with{' '}
            <Link component={RouterLink} to={paths.consortium.getHref(c.consortiumId)}>
              {c.consortiumName}
            </Link>
            : <strong>{c.rating}</strong>
          </Typography>
          <BandChip rating={c.rating} band={c.band} />
        </Box>
      ))}
    </Box>
  );
}
