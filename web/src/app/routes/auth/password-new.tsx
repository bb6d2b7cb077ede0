import { ChooseNewPassword } from '@/features/auth/components/password-reset';
import { AuthCard } from './auth-card';

/** /password/newPassword: step 3 of 3 of the password reset. */
export default function PasswordNewPage() {
  return (
    <AuthCard title="Choose a new password" lead="Step 3 of 3.">
      <ChooseNewPassword />
    </AuthCard>
  );
}
