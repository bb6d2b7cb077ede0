import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { login, notVerifiedDetails } from '@/features/auth/api/login';
import { SignInForm, type SignInCredentials } from '@/features/auth/components/sign-in-form';
import { rememberNewCode } from '@/features/auth/stores/pending-verification-store';
import { ApiError } from '@/lib/api-error';
import { defaultPathAfterLogin, safeReturnPath, startSession } from '@/lib/auth';

/**
 * /v3/login. After login the user returns to the page they were sent here from (?next= or router
 * state), else goes where spec §2 says: Expert → /v3/expert-dashboard; Provider → /v3/dashboard, or
 * /v3/dashboard/get-started when the old-user flag is set.
 * An account whose e-mail is not confirmed yet gets a new code (403 ACCOUNT.NOT_VERIFIED) and goes to
 * /v3/confirmEmail; too many attempts (429) say when to try again.
 */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [rateLimited, setRateLimited] = useState<string | null>(null);

  const fromState = (location.state as { from?: string } | null)?.from;
  const returnTo = safeReturnPath(searchParams.get('next')) ?? safeReturnPath(fromState);

  const onSignIn = async (credentials: SignInCredentials) => {
    setRateLimited(null);
    try {
      const response = await login(credentials, { toastOnError: false });
      const user = startSession(response);
      const destination = returnTo ?? defaultPathAfterLogin(user, response.oldUserStatus);
      toast.success(MESSAGES.loggedIn, { path: destination.split(/[?#]/)[0] });
      await navigate(destination, { replace: true });
    } catch (error) {
      const unverified = notVerifiedDetails(error);
      if (unverified) {
        rememberNewCode(unverified.userId, unverified.otpId, credentials.email);
        toast.info(unverified.message, { path: paths.confirmEmail.path });
        await navigate(paths.confirmEmail.path, { state: { userId: unverified.userId, otpId: unverified.otpId } });
        return;
      }
      const message = error instanceof ApiError ? error.message : MESSAGES.genericError;
      if (error instanceof ApiError && error.status === 429) setRateLimited(message);
      toast.error(message);
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Log in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Welcome back to Jointly.
        </Typography>
        {rateLimited && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {rateLimited}
          </Alert>
        )}
        {returnTo && (
          <Alert severity="info" sx={{ mb: 3 }}>
            Please log in to continue to that page.
          </Alert>
        )}
        <SignInForm label="Log in" submitLabel="Log in" onSignIn={onSignIn} />
        <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
          <Link component={RouterLink} to={paths.passwordEmail.path}>
            Forgotten your password?
          </Link>
          <Typography variant="body2" color="text.secondary">
            New to Jointly?{' '}
            <Link component={RouterLink} to={paths.join.path}>
              Join now
            </Link>
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}
