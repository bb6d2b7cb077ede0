import { RequestResetCode } from '@/features/auth/components/password-reset';
import { AuthCard } from './auth-card';

/** /password/email: step 1 of 3 of the password reset. */
export default function PasswordEmailPage() {
  return (
    <AuthCard title="Reset your password" lead="Step 1 of 3. Tell us the email address of your account and we will email you a 6-digit code.">
      <RequestResetCode />
    </AuthCard>
  );
}
