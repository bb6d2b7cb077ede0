import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { accountKindOf } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import type { AccountKind, MeResponse } from '@jointly/contracts';
import { bookmarksQuery } from '../api/bookmarks';
import { latestBusinessInfoQuery } from '../api/business-info';
import { completeGetStarted, meQuery } from '../api/profile';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** done: true/false; null while its data loads or when it could not be checked. */
interface ChecklistItem {
  id: string;
  title: string;
  done: boolean | null;
  detail: string;
  action?: { label: string; to: string };
}

type QueryLike<T> = { data?: T; isPending: boolean; isError: boolean };

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && String(value).trim() !== '';

function progressOf(values: unknown[]): { done: boolean; detail: string } {
  const count = values.filter(filled).length;
  return { done: count === values.length, detail: `${count} of ${values.length} details filled in` };
}

function fromQuery<T>(query: QueryLike<T>, read: (data: T) => { done: boolean; detail: string }): { done: boolean | null; detail: string } {
  if (query.isPending) return { done: null, detail: 'Checking…' };
  if (query.isError || query.data === undefined) return { done: null, detail: 'We could not check this just now.' };
  return read(query.data);
}

function itemsFor(
  kind: AccountKind | null,
  me: MeResponse,
  facts: QueryLike<{ businessInfo: { createdAt: string } | null }>,
  bookmarks: QueryLike<{ count: number }>,
): ChecklistItem[] {
  const { user, partner } = me;
  const profile = user.profile ?? {};
  const verified: ChecklistItem = {
    id: 'email',
    title: 'Confirm your email address',
    done: user.emailVerified !== false,
    detail: user.emailVerified === false ? 'Your address is not confirmed yet.' : `Confirmed: ${user.email}`,
  };
  const tenders = kind === 'expert' ? paths.expertDashboardTenders.path : paths.dashboardTenders.path;
  const bookmarked: ChecklistItem = {
    id: 'bookmarks',
    title: 'Bookmark the tenders you want to follow',
    ...fromQuery(bookmarks, (data) => ({
      done: data.count > 0,
      detail: data.count > 0 ? `${data.count} tender${data.count === 1 ? '' : 's'} bookmarked` : 'No bookmarks yet.',
    })),
    action: { label: 'Find tenders', to: tenders },
  };

  if (kind === 'expert') {
    return [
      verified,
      {
        id: 'profile',
        title: 'Complete your expert profile',
        ...progressOf([user.name, profile.bio, profile.expertise, profile.sectors, profile.regions]),
        action: { label: 'Edit expert profile', to: paths.v3UserUpdateExpertProfile.path },
      },
      bookmarked,
    ];
  }
  if (kind === 'staff') {
    return [
      verified,
      {
        id: 'profile',
        title: 'Complete your staff profile',
        ...progressOf([user.name, profile.jobTitle]),
        action: { label: 'Edit staff profile', to: paths.v3UserUpdateStaffProfile.path },
      },
      {
        id: 'team',
        title: 'Join your company’s team',
        done: Boolean(user.companyId),
        detail: user.companyId ? `You are in the ${partner?.companyName ?? 'company'} team.` : 'Ask a colleague to invite you.',
        action: { label: 'Open My team', to: paths.dashboardMyTeam.path },
      },
      bookmarked,
    ];
  }

  const verification = partner?.verification ?? 'unverified';
  return [
    verified,
    {
      id: 'profile',
      title: 'Complete your company profile',
      ...progressOf([
        partner?.companyName,
        partner?.description,
        partner?.sector,
        partner?.companySize,
        partner?.regions,
        partner?.serviceCategories,
        partner?.phone || partner?.website,
        partner?.postcode,
      ]),
      action: { label: 'Edit company profile', to: paths.v3UserUpdateProfile.path },
    },
    {
      id: 'business-info',
      title: 'Record your business facts for eligibility',
      ...fromQuery(facts, (data) => ({
        done: data.businessInfo !== null,
        detail: data.businessInfo
          ? `Last recorded ${formatDate(data.businessInfo.createdAt)}`
          : 'Turnover, staff, years trading, services and regions.',
      })),
      action: { label: 'Add business facts', to: `${paths.v3UserUpdateProfile.path}#eligibility-facts` },
    },
    {
      id: 'partner',
      title: 'Apply to lead consortiums',
      done: verification !== 'unverified',
      detail:
        verification === 'verified'
          ? 'Approved: your company is a consortium partner.'
          : verification === 'requested'
            ? 'Requested: the Jointly team is reviewing it.'
            : 'Optional: ask to become a consortium partner.',
      action: verification === 'unverified' ? { label: 'Apply', to: paths.consortiumSignup.path } : undefined,
    },
    bookmarked,
  ];
}

function StatusIcon({ done }: { done: boolean | null }) {
  if (done === true) return <CheckCircleIcon color="success" aria-hidden="true" />;
  if (done === false) return <RadioButtonUncheckedIcon color="disabled" aria-hidden="true" />;
  return <ErrorOutlineIcon color="disabled" aria-hidden="true" />;
}

/** /v3/dashboard/get-started: a checklist worked out from the account's real data. */
export function GetStartedChecklist() {
  const me = useQuery(meQuery());
  const kind = me.data ? accountKindOf(me.data.user) : null;
  const isProvider = Boolean(me.data) && kind !== 'expert' && kind !== 'staff';
  const facts = useQuery({ ...latestBusinessInfoQuery(), enabled: isProvider });
  const bookmarks = useQuery(bookmarksQuery());
  const complete = useMutation({ mutationFn: completeGetStarted });
  const items = me.data ? itemsFor(kind, me.data, facts, bookmarks) : [];
  const allDone = items.length > 0 && items.every((item) => item.done === true);
  // Everything set up: sign-ins stop landing here (once; the call is idempotent on the server too).
  const { mutate, isIdle } = complete;
  useEffect(() => {
    if (allDone && isIdle) mutate();
  }, [allDone, isIdle, mutate]);

  if (me.isPending) return <LoadingState label="Checking your account…" />;
  if (me.isError)
    return <ErrorState title="Your checklist could not be loaded." message={me.error.message} onRetry={() => void me.refetch()} />;

  const doneCount = items.filter((item) => item.done === true).length;
  const percent = Math.round((doneCount / items.length) * 100);

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="progress-label" sx={{ fontWeight: 700, mb: 1 }}>
          {doneCount === items.length ? 'All done: your account is set up.' : `${doneCount} of ${items.length} done`}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby="progress-label" sx={{ height: 8, borderRadius: 4 }} />
        {!allDone && (
          <Box sx={{ mt: 2, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="text" onClick={() => complete.mutate()} disabled={complete.isPending || complete.isSuccess}>
              I’m set up: don’t open this after sign-in
            </Button>
            {complete.isSuccess && (
              <Typography role="status" variant="body2" color="text.secondary">
                Done: you will go straight to your dashboard from now on.
              </Typography>
            )}
          </Box>
        )}
      </Paper>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Paper
            component="li"
            key={item.id}
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {item.detail === 'Checking…' ? <CircularProgress size={24} aria-hidden="true" /> : <StatusIcon done={item.done} />}
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
                <Box component="span" sx={visuallyHidden}>
                  {item.done === true ? 'Done: ' : item.done === false ? 'To do: ' : 'Not checked: '}
                </Box>
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.detail}
              </Typography>
            </Box>
            {item.action && item.done !== true && (
              <Button variant="outlined" component={RouterLink} to={item.action.to} sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {item.action.label}
              </Button>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
