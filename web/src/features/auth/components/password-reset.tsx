import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { OtpCodeField } from '@/components/ui/otp-code-field';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast/toast-store';
import { OTP_VALID_MINUTES } from '@/config/constants';
import { paths } from '@/config/paths';
import { checkEmail, checkOtp, checkPassword, errorCodeOf, PASSWORD_RULE } from '@/lib/validation';
import { resetPassword, sendPasswordOtp, verifyPasswordOtp } from '../api/password-reset';
import { usePasswordResetStore } from '../stores/password-reset-store';

// The API client toasts every failure of these calls with the server's message (wrong code, too many attempts).

/** /password/email: the address to send a reset code to. */
export function RequestResetCode() {
  const navigate = useNavigate();
  const codeSent = usePasswordResetStore((s) => s.codeSent);
  const [email, setEmail] = useState(usePasswordResetStore.getState().email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const address = email.trim();
      const response = await sendPasswordOtp(address);
      codeSent(address, response.result.id);
      toast.success(response.message || 'We have sent you a code.', { path: paths.passwordEmailOtp.path });
      await navigate(paths.passwordEmailOtp.path);
    } catch {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Send a reset code" sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? 'The address you log in with.'}
      />
      <Button type="submit" variant="contained" size="large" loading={sending} fullWidth>
        Send code
      </Button>
      <Link component={RouterLink} to={paths.login.path}>
        Back to log in
      </Link>
    </Box>
  );
}

function StartAgain({ children }: { children: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{children}</Alert>
      <Button variant="contained" component={RouterLink} to={paths.passwordEmail.path}>
        Get a reset code
      </Button>
    </Box>
  );
}

/** /password/emailOTP: the code from the e-mail, checked before choosing the new password. */
export function EnterResetCode() {
  const navigate = useNavigate();
  const { email, otpId, codeSent, codeAccepted } = usePasswordResetStore();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);

  if (!email || !otpId) return <StartAgain>First tell us your email address, and we will send you a code.</StartAgain>;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkOtp(code);
    setError(problem);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      await verifyPasswordOtp({ email, otp: { id: otpId, code } });
      codeAccepted(code);
      await navigate(paths.passwordNew.path);
    } catch (failure) {
      setChecking(false);
      if (errorCodeOf(failure)?.startsWith('OTP.')) setError((failure as Error).message);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const response = await sendPasswordOtp(email);
      codeSent(email, response.result.id);
      setCode('');
      setError(undefined);
      toast.success(response.message || 'We have sent you a new code.');
      codeRef.current?.focus();
    } catch {
      /* toasted by the API client */
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 3 }}>
        If an account exists for{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        , we have emailed it a 6-digit code. It is valid for {OTP_VALID_MINUTES} minutes.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Enter your reset code" sx={{ display: 'grid', gap: 2.5 }}>
        <OtpCodeField
          inputRef={codeRef}
          label="Reset code"
          name="code"
          required
          fullWidth
          autoFocus
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? 'The 6 digits from the email. You can paste them.'}
        />
        <Button type="submit" variant="contained" size="large" loading={checking} fullWidth>
          Continue
        </Button>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={resend} loading={resending}>
          Send a new code
        </Button>
        <Link component={RouterLink} to={paths.passwordEmail.path}>
          Use a different email address
        </Link>
      </Stack>
    </>
  );
}

/** /password/newPassword: the new password, twice; success ends every session and goes to /v3/login. */
export function ChooseNewPassword() {
  const navigate = useNavigate();
  const { email, otpId, code, clear } = usePasswordResetStore();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [saving, setSaving] = useState(false);
  const [codeRejected, setCodeRejected] = useState(false);

  if (!email || !otpId || !code)
    return <StartAgain>Your reset code is missing or has been used. Ask for a new one to continue.</StartAgain>;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      password: checkPassword(password, 'New password'),
      confirm: !confirm ? 'Enter the new password again' : confirm !== password ? 'The two passwords do not match' : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setSaving(true);
    try {
      const response = await resetPassword({ email, otp: { id: otpId, code }, password });
      clear();
      toast.success(response.message || 'Your password has been changed.', { path: paths.login.path });
      await navigate(paths.login.path, { replace: true });
    } catch (failure) {
      setSaving(false);
      if (errorCodeOf(failure)?.startsWith('OTP.')) setCodeRejected(true);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password" sx={{ display: 'grid', gap: 2.5 }}>
      {codeRejected && (
        <Alert severity="warning">
          Your reset code no longer works.{' '}
          <Link component={RouterLink} to={paths.passwordEmail.path}>
            Ask for a new code
          </Link>
        </Alert>
      )}
      <Typography color="text.secondary">Setting a new password signs you out everywhere; you then log in with the new one.</Typography>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? `Use ${PASSWORD_RULE}.`}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={Boolean(errors.confirm)}
        helperText={errors.confirm}
      />
      <Button type="submit" variant="contained" size="large" loading={saving} fullWidth>
        Set new password
      </Button>
    </Box>
  );
}
