import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast/toast-store';
import { checkPassword, PASSWORD_RULE } from '@/lib/validation';
import { updatePassword } from '../api/profile';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * POST /account/update-password. The server ends every other session of the account, which is also how a
 * user signs out everywhere else; this session stays signed in.
 */
export function ChangePasswordForm() {
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const field = (key: Field) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: Boolean(errors[key]),
    fullWidth: true,
    required: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      currentPassword: values.currentPassword ? undefined : 'Enter your current password',
      newPassword:
        checkPassword(values.newPassword, 'New password') ??
        (values.newPassword === values.currentPassword ? 'The new password must differ from the current one' : undefined),
      confirmPassword: !values.confirmPassword
        ? 'Enter the new password again'
        : values.confirmPassword !== values.newPassword
          ? 'The two passwords do not match'
          : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const response = await updatePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success(response.message || 'Your password has been changed.');
      setValues(empty);
    } catch {
      /* the API client toasts the server's message (e.g. 'The current password is not correct.') */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change password" sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}>
      <PasswordField
        {...field('currentPassword')}
        label="Current password"
        autoComplete="current-password"
        helperText={errors.currentPassword}
      />
      <PasswordField
        {...field('newPassword')}
        label="New password"
        autoComplete="new-password"
        helperText={errors.newPassword ?? `Use ${PASSWORD_RULE}.`}
      />
      <PasswordField
        {...field('confirmPassword')}
        label="Confirm new password"
        autoComplete="new-password"
        helperText={errors.confirmPassword}
      />
      <Box>
        <Button type="submit" variant="contained" loading={saving}>
          Change password
        </Button>
      </Box>
    </Box>
  );
}
