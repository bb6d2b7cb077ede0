import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Id } from '@jointly/contracts';
import { providerDashboardQuery } from '../api/eligibility';
import { BAND_COLOURS, BAND_LABELS, BAND_ORDER, BAND_WORDS } from '../lib/bands';
import { BandChip } from './band-chip';

/**
 * The provider's eligibility at a glance (GET /user-eligibility-result/provider-dashboard): open tenders per band and
 * the ten best-rated ones.
 */
export function EligibilitySummary({ tenderHref }: { tenderHref: (id: Id) => string }) {
  const summary = useQuery(providerDashboardQuery());
  if (summary.isPending) return <LoadingState label="Loading your eligibility summary…" />;
  if (summary.isError)
    return (
      <ErrorState
        title="Your eligibility summary could not be loaded."
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  const { counts, total, topTenders, calculatedAt } = summary.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="ul"
        aria-label="Open tenders per band"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}
      >
        {BAND_ORDER.map((band) => (
          <Paper component="li" key={band} variant="outlined" sx={{ p: 1.5, borderColor: `${BAND_COLOURS[band]}.main` }}>
            <Typography variant="h5" component="p">
              {counts[band] ?? 0}
            </Typography>
            <Typography variant="body2">
              {BAND_LABELS[band]} · {BAND_WORDS[band]}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography color="text.secondary">
        {total === 1 ? '1 open tender rated' : `${total} open tenders rated`}
        {calculatedAt ? `, last calculated ${formatDateTime(calculatedAt)}.` : '.'}
      </Typography>
      {topTenders.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Your best matches
          </Typography>
          <List aria-label="Your best matches" dense>
            {topTenders.map((tender) => (
              <ListItem
                key={tender.tenderId}
                disableGutters
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, alignItems: 'start' }}
              >
                <Box>
                  <BandChip rating={tender.rating} band={tender.band} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={tenderHref(tender.tenderId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {tender.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {tender.buyerName ?? 'Buyer not stated'}
                    {tender.closingDate ? ` · closes ${formatDate(tender.closingDate)}` : ''}
                  </Typography>
                </Box>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
