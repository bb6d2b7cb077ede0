import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { meQuery } from '@/features/account/api/profile';
import { signOut } from '@/features/account/api/sign-out';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ContactDialog } from '@/features/account/components/contact-dialog';
import { accountKindOf } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import type { MeResponse } from '@jointly/contracts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Details({ me }: { me: MeResponse }) {
  const { user, partner } = me;
  const kind = accountKindOf(user);
  const profilePath =
    kind === 'expert'
      ? paths.v3UserUpdateExpertProfile.path
      : kind === 'staff'
        ? paths.v3UserUpdateStaffProfile.path
        : paths.v3UserUpdateProfile.path;
  const rows: Array<[string, ReactNode]> = [
    ['Name', user.name || 'Not set'],
    ['Email', user.email],
    ['Account type', kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : 'Unknown'],
    [
      'Email confirmed',
      user.emailVerified === false ? (
        <Chip size="small" color="warning" label="Not confirmed" />
      ) : (
        <Chip size="small" color="success" label="Confirmed" />
      ),
    ],
  ];
  if (partner?.companyName) rows.push(['Company', partner.companyName]);
  if (user.createdAt) rows.push(['Member since', formatDate(user.createdAt, 'long')]);
  return (
    <>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.5 } }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="outlined" component={RouterLink} to={profilePath}>
          {kind === 'provider' || kind === 'admin' ? 'Edit company profile' : 'Edit your profile'}
        </Button>
      </Stack>
    </>
  );
}

/** /account: the account's details, password change (which ends the other sessions), plan and log-out. */
export default function AccountSettingsPage() {
  const me = useQuery(meQuery());
  const [contactOpen, setContactOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = async () => {
    setLoggingOut(true);
    await signOut();
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Your account" lead="Your details, password and plan." />
      <Stack spacing={3}>
        <Section id="details" title="Your details">
          {me.isPending && <LoadingState label="Loading your details…" />}
          {me.isError && (
            <ErrorState title="Your details could not be loaded." message={me.error.message} onRetry={() => void me.refetch()} />
          )}
          {me.data && <Details me={me.data} />}
        </Section>

        <Section id="password" title="Change your password">
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Changing your password signs you out on every other device and browser; you stay signed in here. It is also how to log out
            everywhere else.
          </Typography>
          <ChangePasswordForm />
        </Section>

        <Section id="plan" title="Your plan">
          <Typography sx={{ mb: 2 }}>
            You are on the <strong>Free</strong> plan while Jointly is in beta.
          </Typography>
          <Button variant="outlined" component={RouterLink} to={paths.accountManagePlan.path}>
            Manage your plan
          </Button>
        </Section>

        <Section id="session" title="Sign out and help">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" color="secondary" startIcon={<LogoutIcon />} onClick={logOut} loading={loggingOut}>
              Log out of this device
            </Button>
            <Button variant="outlined" onClick={() => setContactOpen(true)}>
              Contact us
            </Button>
          </Stack>
        </Section>
      </Stack>
      <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} subject="Help with my account" />
    </Box>
  );
}
