import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/components/ui/text-input';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { EMAIL_PATTERN } from '@/lib/validation';

export interface SignInCredentials {
  email: string;
  password: string;
}

/**
 * The e-mail and password form of both sign-ins (/v3/login and the admins' /admin): checks both fields before sending,
 * then hands the trimmed e-mail and the password to `onSignIn`, showing the button busy until it settles. What a
 * failure means (a toast, an alert, a redirect) is the page's to say.
 */
export function SignInForm({
  label,
  submitLabel,
  emailAutoComplete = 'email',
  onSignIn,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  emailAutoComplete?: 'email' | 'username';
  onSignIn: (credentials: SignInCredentials) => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!EMAIL_PATTERN.test(email.trim())) found.email = 'Enter a valid email address';
    if (!password) found.password = 'Enter your password';
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      await onSignIn({ email: email.trim(), password });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput
        label="Email address"
        type="email"
        name="email"
        autoComplete={emailAutoComplete}
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
        {submitLabel}
      </Button>
    </Box>
  );
}
