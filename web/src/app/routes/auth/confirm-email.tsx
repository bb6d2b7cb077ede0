import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { AuthCard } from './auth-card';

/** /v3/confirmEmail: the e-mailed code after sign-up (or after logging in to an unconfirmed account). */
export default function ConfirmEmailPage() {
  return (
    <AuthCard title="Confirm your email">
      <ConfirmEmail />
    </AuthCard>
  );
}
