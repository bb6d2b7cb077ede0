import { EnterResetCode } from '@/features/auth/components/password-reset';
import { AuthCard } from './auth-card';

/** /password/emailOTP: step 2 of 3 of the password reset. */
export default function PasswordCodePage() {
  return (
    <AuthCard title="Enter your reset code" lead="Step 2 of 3.">
      <EnterResetCode />
    </AuthCard>
  );
}
