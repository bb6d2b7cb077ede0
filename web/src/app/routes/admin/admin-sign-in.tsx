import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { adminRouteForPath } from '@/features/admin/console-handoff';
import { adminLogin } from '@/features/auth/api/login';
import { SignInForm, type SignInCredentials } from '@/features/auth/components/sign-in-form';
import { ApiError } from '@/lib/api-error';
import { accountKindOf, startSession } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { AdminsOnly } from './admins-only';
import { OpeningConsole } from './opening-console';

/**
 * /admin: the admins' sign-in (POST /admin/login; anyone else gets the server's 403). Signed in, the admin goes on to
 * the console without a second login (a one-time hand-off code, features/admin/console-handoff.ts), to the console
 * screen of the /admin/… page they came from (?next=). A signed-in non-admin sees "Admins only".
 */
export default function AdminSignInPage() {
  const [searchParams] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  const route = adminRouteForPath(searchParams.get('next'));
  if (user && accountKindOf(user) === 'admin') return <OpeningConsole route={route} />;
  if (user) return <AdminsOnly />;
  return <AdminSignInForm />;
}

function AdminSignInForm() {
  const [failure, setFailure] = useState<string | null>(null);

  const onSignIn = async (credentials: SignInCredentials) => {
    setFailure(null);
    try {
      const response = await adminLogin(credentials, { toastOnError: false });
      toast.success(MESSAGES.loggedIn);
      startSession(response);
    } catch (error) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setFailure(
        offline ? 'You are offline. Reconnect, then sign in again.' : error instanceof ApiError ? error.message : MESSAGES.genericError,
      );
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Admin sign-in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          For Jointly administrators. You go straight on to the admin console.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 3 }} role="alert">
            {failure}
          </Alert>
        )}
        <SignInForm label="Admin sign-in" submitLabel="Sign in" emailAutoComplete="username" onSignIn={onSignIn} />
      </Paper>
    </Container>
  );
}
