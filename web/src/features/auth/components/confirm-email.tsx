import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { OtpCodeField } from '@/components/ui/otp-code-field';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES, OTP_VALID_MINUTES } from '@/config/constants';
import { paths } from '@/config/paths';
import { defaultPathAfterLogin, pathAfterVerification, startSession } from '@/lib/auth';
import { ApiError } from '@/lib/api-error';
import { checkEmail, checkOtp, errorCodeOf } from '@/lib/validation';
import { login, notVerifiedDetails } from '../api/login';
import { verifyEmail } from '../api/verify-email';
import { type PendingVerification, rememberNewCode, usePendingVerificationStore } from '../stores/pending-verification-store';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

/**
 * /v3/confirmEmail: the 6-digit code from the sign-up e-mail. Verifying signs the user in and goes where spec §2
 * says (provider → company profile, expert → expert profile, staff → staff profile) with the server's message.
 */
export function ConfirmEmail() {
  const pending = usePendingVerificationStore((s) => s.pending);
  if (!pending) return <NothingToConfirm />;
  return <CodeEntry pending={pending} />;
}

function CodeEntry({ pending }: { pending: PendingVerification }) {
  const navigate = useNavigate();
  const clearPending = usePendingVerificationStore((s) => s.clear);
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [alreadyVerified, setAlreadyVerified] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkOtp(code);
    setCodeError(problem);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await verifyEmail(pending.type, { userId: pending.userId, otp: { id: pending.otpId, code } });
      const user = startSession(response);
      clearPending();
      const destination = pathAfterVerification(user);
      toast.success(response.message || 'Your email address is confirmed.', { path: destination });
      await navigate(destination, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const message = messageOf(error);
      toast.error(message);
      const reason = errorCodeOf(error);
      if (reason === 'ACCOUNT.ALREADY_VERIFIED') setAlreadyVerified(true);
      else if (reason?.startsWith('OTP.') || reason === 'REQUEST.VALIDATION_FAILED') setCodeError(message);
    }
  };

  const onNewCode = () => {
    setCode('');
    setCodeError(undefined);
    codeRef.current?.focus();
  };

  return (
    <>
      <Typography sx={{ mb: 3 }}>
        We have emailed a 6-digit code to{' '}
        {pending.email ? (
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            {pending.email}
          </Box>
        ) : (
          'your email address'
        )}
        . It is valid for {OTP_VALID_MINUTES} minutes. Enter it below to confirm your address and sign in.
      </Typography>
      {alreadyVerified && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This email address is already confirmed.{' '}
          <Link component={RouterLink} to={paths.login.path} onClick={clearPending}>
            Log in to continue
          </Link>
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Confirm your email" sx={{ display: 'grid', gap: 2.5 }}>
        <OtpCodeField
          inputRef={codeRef}
          label="Confirmation code"
          name="code"
          required
          fullWidth
          autoFocus
          value={code}
          onChange={(next) => {
            setCode(next);
            if (codeError) setCodeError(undefined);
          }}
          error={Boolean(codeError)}
          helperText={codeError ?? 'The 6 digits from the email. You can paste them.'}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
          Confirm email
        </Button>
      </Box>
      <Divider sx={{ my: 3 }} />
      <ResendCode pending={pending} onNewCode={onNewCode} />
    </>
  );
}

/**
 * A new code. The accounts API sends one when an unconfirmed account logs in (403 ACCOUNT.NOT_VERIFIED), and
 * has no "resend" call of its own; the password is never kept, so the user types it again here.
 */
function ResendCode({ pending, onNewCode }: { pending: PendingVerification; onNewCode: () => void }) {
  const navigate = useNavigate();
  const clearPending = usePendingVerificationStore((s) => s.clear);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(pending.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: checkEmail(email), password: password ? undefined : 'Enter your password' };
    setErrors(found);
    if (found.email || found.password) return;
    setSending(true);
    try {
      // Only an account whose address is already confirmed gets here: it is simply signed in.
      const response = await login({ email: email.trim(), password }, { toastOnError: false });
      const user = startSession(response);
      clearPending();
      const destination = defaultPathAfterLogin(user, response.oldUserStatus);
      toast.success(MESSAGES.loggedIn, { path: destination });
      await navigate(destination, { replace: true });
    } catch (error) {
      setSending(false);
      const fresh = notVerifiedDetails(error);
      if (!fresh) {
        toast.error(messageOf(error));
        return;
      }
      rememberNewCode(fresh.userId, fresh.otpId, email.trim());
      setPassword('');
      setOpen(false);
      toast.info(fresh.message || 'We have sent you a new code.');
      onNewCode();
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        No code?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Check your spam folder first. Codes expire after {OTP_VALID_MINUTES} minutes and only the newest one works. We send a new code when
        you confirm it is you with your password.
      </Typography>
      <Button variant="outlined" aria-expanded={open} aria-controls="resend-code" onClick={() => setOpen((value) => !value)}>
        {open ? 'Cancel' : 'Send me a new code'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          id="resend-code"
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Send a new code"
          sx={{ display: 'grid', gap: 2, mt: 2 }}
        >
          <TextInput
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
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
            helperText={errors.password ?? 'The password you chose when you signed up.'}
          />
          <Button type="submit" variant="contained" loading={sending}>
            Send a new code
          </Button>
        </Box>
      </Collapse>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.join.path}>
          Wrong address? Sign up again
        </Link>
        <Link component={RouterLink} to={paths.login.path}>
          Log in instead
        </Link>
      </Stack>
    </Box>
  );
}

function NothingToConfirm() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
      <Typography sx={{ mb: 1 }}>There is no sign-up waiting for a code in this browser tab.</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        If you signed up but did not confirm your email, log in with your email and password: we will send you a new code and bring you back
        here.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={paths.login.path}>
          Log in
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.join.path}>
          Join Jointly
        </Button>
      </Stack>
    </Box>
  );
}
