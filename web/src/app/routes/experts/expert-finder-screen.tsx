import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { bookmarksQuery } from '@/features/account/api/bookmarks';
import { type ExpertMatch, providerExpertsQuery, tenderExpertsQuery } from '@/features/experts/api/experts';
import { ExpertCard } from '@/features/experts/components/expert-card';
import { multipleTendersQuery, tenderQuery } from '@/features/tenders/api/tenders';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { ExpertDirectory } from './expert-directory';
import { expertProfileHref, sectorLabel } from './expert-links';
import { InviteExpertDialog } from './invite-expert-dialog';

interface Inviting {
  accountId: string;
  headline: string | null;
  tenderIds: string[];
}

function TenderPicker({ tenderId, onChange }: { tenderId: string | null; onChange: (id: string | null) => void }) {
  const bookmarks = useQuery(bookmarksQuery());
  const ids = bookmarks.data?.tenderIds ?? [];
  const tenders = useQuery(multipleTendersQuery(ids));
  const chosen = useQuery({ ...tenderQuery(tenderId ?? ''), enabled: Boolean(tenderId) });
  const options = tenders.data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="For a bookmarked tender"
        value={tenderId && options.some((tender) => tender.id === tenderId) ? tenderId : ''}
        onChange={(event) => onChange(event.target.value || null)}
        sx={{ minWidth: 280 }}
        helperText={ids.length === 0 && !bookmarks.isPending ? 'Bookmark tenders to pick them here.' : undefined}
      >
        <MenuItem value="">Any tender (your eligibility gaps)</MenuItem>
        {options.map((tender) => (
          <MenuItem key={tender.id} value={tender.id}>
            {tender.title}
          </MenuItem>
        ))}
      </TextField>
      {tenderId && (
        <Typography>
          Experts for{' '}
          <Link component={RouterLink} to={paths.tender.getHref(tenderId)} sx={{ fontWeight: 600 }}>
            {chosen.data?.title ?? 'the chosen tender'}
          </Link>{' '}
          <Button size="small" onClick={() => onChange(null)}>
            Clear
          </Button>
        </Typography>
      )}
    </Stack>
  );
}

function Recommended({
  tenderId,
  accountId,
  onInvite,
}: {
  tenderId: string | null;
  accountId: string;
  onInvite?: (expert: ExpertMatch) => void;
}) {
  const experts = useQuery(tenderId ? tenderExpertsQuery(tenderId) : providerExpertsQuery(accountId));
  if (experts.isPending) return <LoadingState label="Finding experts…" />;
  if (experts.isError)
    return <ErrorState title="Experts could not be found." message={experts.error.message} onRetry={() => void experts.refetch()} />;
  if (experts.data.foundExperts.length === 0)
    return (
      <Typography color="text.secondary">
        {tenderId
          ? 'No expert covers this tender’s sectors or regions yet. Search the directory below.'
          : 'No expert matches your eligibility gaps yet (they come from tenders you nearly qualify for). Choose a tender or search the directory below.'}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Recommended experts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {experts.data.foundExperts.map((expert) => (
        <li key={expert.id}>
          <ExpertCard
            expert={expert}
            sectorLabel={sectorLabel}
            profileHref={expertProfileHref(expert.accountId, tenderId)}
            actions={
              onInvite && (
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => onInvite(expert)}
                  aria-label={`Invite ${expert.headline || 'this expert'} to bid`}
                >
                  Invite to bid
                </Button>
              )
            }
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * /v3/dashboard/expert-finder and /v3/expert-dashboard/expert-finder. Providers and staff get experts ranked for them
 * (GET /expert-criteria/eligibility-experts/{me}) or for one tender (?tender=id: GET /expert-criteria/tender-based-experts/{id})
 * and invite them to bid; everyone can search the directory.
 */
export default function ExpertFinderScreen() {
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  const canInvite = kind === 'provider' || kind === 'staff' || kind === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const tenderId = searchParams.get('tender');
  const [inviting, setInviting] = useState<Inviting | null>(null);

  const chooseTender = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('tender', id);
      else next.delete('tender');
      return next;
    });
  const invite = (expert: { accountId: string; headline: string | null; forTenders?: string[] }) =>
    setInviting({
      accountId: expert.accountId,
      headline: expert.headline,
      tenderIds: [...(tenderId ? [tenderId] : []), ...(expert.forTenders ?? [])],
    });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Expert finder"
        lead={
          canInvite
            ? 'Bid writers and sector experts who close the gaps between you and the tenders you want to win.'
            : 'Find other experts to team up with.'
        }
      />
      <Stack spacing={3}>
        {canInvite && user?.id && (
          <Paper component="section" aria-labelledby="recommended-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="recommended-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              Recommended for you
            </Typography>
            <Box sx={{ mb: 2 }}>
              <TenderPicker tenderId={tenderId} onChange={chooseTender} />
            </Box>
            <Recommended tenderId={tenderId} accountId={user.id} onInvite={invite} />
          </Paper>
        )}
        <Paper component="section" aria-labelledby="directory-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="directory-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Expert directory
          </Typography>
          <ExpertDirectory
            tenderId={tenderId}
            actions={
              canInvite
                ? (expert) => (
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => invite(expert)}
                      aria-label={`Invite ${expert.headline || 'this expert'} to bid`}
                    >
                      Invite to bid
                    </Button>
                  )
                : undefined
            }
          />
        </Paper>
      </Stack>
      {inviting && <InviteExpertDialog expert={inviting} tenderIds={inviting.tenderIds} onClose={() => setInviting(null)} />}
    </Box>
  );
}
