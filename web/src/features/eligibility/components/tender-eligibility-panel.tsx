import type { RequirementOutcome } from '@jointly/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-error';
import type { Id } from '@jointly/contracts';
import { eligibilityCheckQuery } from '../api/eligibility';
import { BandChip } from './band-chip';
import { ConsortiumRatingsLine } from './consortium-ratings-line';

const TYPE_LABELS: Record<RequirementOutcome['type'], string> = {
  serviceCategory: 'Service category',
  region: 'Region',
  minimumTurnover: 'Annual turnover',
  yearsTrading: 'Years trading',
  staffCount: 'Staff',
  certification: 'Certification',
  insurance: 'Insurance',
};

const STATUS: Record<RequirementOutcome['status'], { label: string; colour: 'success' | 'warning' | 'error' }> = {
  met: { label: 'Met', colour: 'success' },
  partial: { label: 'Partly met', colour: 'warning' },
  unmet: { label: 'Not met', colour: 'error' },
};

/** Whether an uploaded document backs what the provider holds (a claim still scores; the chip flags it). */
const EVIDENCE: Record<NonNullable<RequirementOutcome['evidence']>, { label: string; colour: 'success' | 'warning' }> = {
  evidenced: { label: 'Evidenced', colour: 'success' },
  claimed: { label: 'Not evidenced', colour: 'warning' },
};

interface Props {
  tenderId: Id;
  accountId: Id;
  expertFinderHref: string;
  criteriaHref: string;
  onFindPartners: () => void;
}

/**
 * "Your eligibility" on a tender page (GET /tender-criteria/check-status?tenderCriteria={tenderId}&account={me}): the
 * rating and band, each requirement met/partly met/not met (required vs yours), the gaps, and where to close them.
 */
export function TenderEligibilityPanel({ tenderId, accountId, expertFinderHref, criteriaHref, onFindPartners }: Props) {
  const check = useQuery(eligibilityCheckQuery(tenderId, accountId));
  const notRated = check.error instanceof ApiError && check.error.status === 404;
  return (
    <Paper component="section" aria-labelledby="your-eligibility-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="your-eligibility-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Your eligibility
      </Typography>
      {check.isPending && <LoadingState label="Checking your eligibility…" />}
      {check.isError && (
        <ErrorState
          title={notRated ? 'This tender cannot be rated yet.' : 'Your eligibility could not be checked.'}
          message={check.error.message}
          onRetry={notRated ? undefined : () => void check.refetch()}
        />
      )}
      {check.isSuccess && (
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="p" aria-label={`Rating ${check.data.rating} out of 100`}>
              {check.data.rating}
              <Typography component="span" color="text.secondary">
                {' '}
                / 100
              </Typography>
            </Typography>
            <BandChip rating={check.data.rating} band={check.data.band} size="medium" />
            {check.data.derived && (
              <Typography variant="body2" color="text.secondary">
                Rated on what the notice says (no criteria were added for it).
              </Typography>
            )}
          </Box>
          <ConsortiumRatingsLine tenderId={tenderId} ownRating={check.data.rating} />
          {check.data.breakdown.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label="Eligibility breakdown">
                <TableHead>
                  <TableRow>
                    <TableCell>Requirement</TableCell>
                    <TableCell>Required</TableCell>
                    <TableCell>Yours</TableCell>
                    <TableCell>Result</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {check.data.breakdown.map((outcome, index) => (
                    <TableRow key={`${outcome.type}-${index}`}>
                      <TableCell>
                        {TYPE_LABELS[outcome.type]}
                        {outcome.mandatory ? ' (mandatory)' : ''}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {outcome.required}
                        {outcome.requirement.source && (
                          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                            Derived from {outcome.requirement.source}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {outcome.provided ?? 'Not stated'}
                        {outcome.evidence && (
                          <Chip
                            size="small"
                            variant="outlined"
                            sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
                            color={EVIDENCE[outcome.evidence].colour}
                            label={EVIDENCE[outcome.evidence].label}
                          />
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={STATUS[outcome.status].colour} label={STATUS[outcome.status].label} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {check.data.gaps.length > 0 ? (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Gaps to close
              </Typography>
              <Box component="ul" aria-label="Gaps to close" sx={{ pl: 3, my: 1 }}>
                {check.data.gaps.map((gap, index) => (
                  <li key={`${gap.type}-${index}`}>
                    {gap.message}
                    {gap.mandatory ? ' (mandatory)' : ''}
                  </li>
                ))}
              </Box>
            </Box>
          ) : (
            <Typography>You meet every requirement of this tender.</Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" component={RouterLink} to={expertFinderHref}>
              Find experts for this tender
            </Button>
            <Button variant="outlined" onClick={onFindPartners}>
              Find consortium partners
            </Button>
            <Link component={RouterLink} to={criteriaHref} sx={{ alignSelf: 'center' }}>
              Update your criteria
            </Link>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
