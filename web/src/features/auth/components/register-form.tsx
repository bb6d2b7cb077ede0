import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextInput } from '@/components/ui/text-input';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { checkEmail, checkPassword, checkText, type FieldErrors, fieldErrorsFrom, hasErrors, PASSWORD_RULE } from '@/lib/validation';
import type { SignupType } from '@jointly/contracts';
import { register, SIGNUP_FALLBACK_ERROR, signupSuccessMessage } from '../api/register';
import { usePendingVerificationStore } from '../stores/pending-verification-store';

type Field = 'name' | 'companyName' | 'email' | 'password';

const typeLabels: Record<SignupType, string> = { provider: 'Provider', expert: 'Expert', staff: 'Staff' };
const typeHints: Record<SignupType, string> = {
  provider: 'A company bidding for public contracts',
  expert: 'A bid writer or specialist',
  staff: 'Someone working inside a provider',
};

interface RegisterFormProps {
  type: SignupType;
  /** Offer the Provider / Expert / Staff choice (the per-type pages and consortium sign-up fix it). */
  onTypeChange?: (type: SignupType) => void;
  /** A team invitation id (from the invitation e-mail's link): the account joins that company. */
  inviteId?: string;
  submitLabel?: string;
}

/**
 * Sign-up for a provider, expert or staff member. Checks what the server checks (e-mail, password rule, name
 * and company name lengths); on success remembers the account and code ids for /v3/confirmEmail, toasts
 * spec §8's message and goes there. A failure toasts the server's message, else spec §8's fallback.
 */
export function RegisterForm({ type, onTypeChange, inviteId, submitLabel = 'Create account' }: RegisterFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const startVerification = usePendingVerificationStore((s) => s.start);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', companyName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const asksCompany = type === 'provider' && !inviteId;

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): FieldErrors<Field> => ({
    name: checkText(values.name, 'Your full name', { min: 2, max: 120, required: true }),
    companyName: asksCompany ? checkText(values.companyName, 'Your company name', { min: 2, max: 200, required: true }) : undefined,
    email: checkEmail(values.email),
    password: checkPassword(values.password),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (hasErrors(found)) {
      const first = (['name', 'companyName', 'email', 'password'] as Field[]).find((field) => found[field]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    const email = values.email.trim();
    try {
      const { userId, otpId } = await register(type, {
        email,
        password: values.password,
        name: values.name.trim(),
        ...(asksCompany ? { companyName: values.companyName.trim() } : {}),
        ...(inviteId ? { inviteId } : {}),
      });
      startVerification({ userId, otpId, type, email });
      toast.success(signupSuccessMessage(type, { invited: Boolean(inviteId) }), { path: paths.confirmEmail.path });
      await navigate(paths.confirmEmail.path, { state: { userId, otpId, type } });
    } catch (error) {
      setSubmitting(false);
      // Spec §8: the server's message if it sent one, else the fallback. No answer at all is a network problem.
      const serverMessage = error instanceof ApiError ? (typeof error.body?.message === 'string' ? error.body.message : null) : null;
      const offline = error instanceof ApiError && error.status === 0;
      toast.error(serverMessage ?? (offline ? MESSAGES.genericError : SIGNUP_FALLBACK_ERROR));
      setErrors(fieldErrorsFrom(error) as FieldErrors<Field>);
    }
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Sign up" sx={{ display: 'grid', gap: 2.5 }}>
      {inviteId && (
        <Alert severity="info">
          You are accepting an invitation to join a team. Sign up with the email address the invitation was sent to.
        </Alert>
      )}
      {onTypeChange && (
        <FormControl>
          <FormLabel id="signup-type-label">I am signing up as</FormLabel>
          <RadioGroup
            aria-labelledby="signup-type-label"
            name="type"
            value={type}
            onChange={(event) => onTypeChange(event.target.value as SignupType)}
          >
            {(Object.keys(typeLabels) as SignupType[]).map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={
                  <>
                    {typeLabels[option]}{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      · {typeHints[option]}
                    </Box>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <TextInput
        label="Your full name"
        name="name"
        autoComplete="name"
        required
        fullWidth
        value={values.name}
        onChange={change('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      {asksCompany && (
        <TextInput
          label="Company name"
          name="companyName"
          autoComplete="organization"
          required
          fullWidth
          value={values.companyName}
          onChange={change('companyName')}
          error={Boolean(errors.companyName)}
          helperText={errors.companyName ?? 'The organisation that bids for tenders. You can add its details after confirming your email.'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      <TextInput
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={errors.email ?? 'We will email you a 6-digit code to confirm it.'}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? `Use ${PASSWORD_RULE}.`}
      />
      <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
        {submitLabel}
      </Button>
    </Box>
  );
}
