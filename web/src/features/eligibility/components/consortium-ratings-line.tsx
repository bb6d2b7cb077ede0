import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import type { Id } from '@jointly/contracts';
import { consortiumTenderCheckQuery, tenderConsortiumRatingsQuery } from '../api/eligibility';
import { BandChip } from './band-chip';

/** Who closes which requirement for the consortium on this tender, and the gaps no member closes. */
function ConsortiumContributions({ consortiumId, tenderId, name }: { consortiumId: Id; tenderId: Id; name: string }) {
  const check = useQuery(consortiumTenderCheckQuery(consortiumId, tenderId));
  if (check.isPending) return <LoadingState label={`Checking ${name}…`} />;
  if (check.isError)
    return <ErrorState title={`${name} could not be checked.`} message={check.error.message} onRetry={() => void check.refetch()} />;
  return (
    <Box sx={{ pl: 2 }}>
      <Box component="ul" aria-label={`How ${name} meets this tender`} sx={{ pl: 2, my: 1 }}>
        {check.data.contributions.map((c, index) => (
          <li key={`${c.outcome.type}-${index}`}>{c.explanation}</li>
        ))}
      </Box>
      {check.data.gaps.length > 0 ? (
        <Typography variant="body2" color="warning.main">
          Gaps no member closes: {check.data.gaps.map((gap) => gap.required).join('; ')}
        </Typography>
      ) : (
        <Typography variant="body2" color="success.main">
          Together you meet every requirement.
        </Typography>
      )}
    </Box>
  );
}

/**
 * "You: 57 — with North Care Partnership: 92" under a provider's rating on a tender page: the rating each of the
 * company's consortiums gets on the members' combined facts, and on demand who closes which gap. Nothing when the
 * company is in no consortium.
 */
export function ConsortiumRatingsLine({ tenderId, ownRating }: { tenderId: Id; ownRating: number }) {
  const ratings = useQuery(tenderConsortiumRatingsQuery(tenderId));
  const [open, setOpen] = useState<string | null>(null);
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
        <Box component="li" key={c.consortiumId}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span">
              You: {ownRating} — with{' '}
              <Link component={RouterLink} to={paths.consortium.getHref(c.consortiumId)}>
                {c.consortiumName}
              </Link>
              : <strong>{c.rating}</strong>
            </Typography>
            <BandChip rating={c.rating} band={c.band} />
            <Button
              size="small"
              aria-expanded={open === c.consortiumId}
              onClick={() => setOpen(open === c.consortiumId ? null : c.consortiumId)}
            >
              {open === c.consortiumId ? 'Hide' : 'Who closes which gap'}
            </Button>
          </Box>
          {open === c.consortiumId && <ConsortiumContributions consortiumId={c.consortiumId} tenderId={tenderId} name={c.consortiumName} />}
        </Box>
      ))}
    </Box>
  );
}
