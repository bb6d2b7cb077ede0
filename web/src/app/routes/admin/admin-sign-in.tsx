import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { adminRouteForPath } from '@/features/admin/console-handoff';
import { adminLogin } from '@/features/auth/api/login';
import { ApiError } from '@/lib/api-error';
import { accountKindOf, startSession } from '@/lib/auth';
import { EMAIL_PATTERN } from '@/lib/validation';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!EMAIL_PATTERN.test(email.trim())) found.email = 'Enter a valid email address';
    if (!password) found.password = 'Enter your password';
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const response = await adminLogin({ email: email.trim(), password }, { toastOnError: false });
      toast.success(MESSAGES.loggedIn);
      startSession(response);
    } catch (error) {
      setSubmitting(false);
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
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Admin sign-in" sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
            Sign in
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
