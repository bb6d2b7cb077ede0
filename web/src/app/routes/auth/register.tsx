import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import type { SignupType } from '@jointly/contracts';
import { AuthCard } from './auth-card';

const TYPES: SignupType[] = ['provider', 'expert', 'staff'];
const titles: Record<SignupType, string> = {
  provider: 'Create your Provider account',
  expert: 'Create your Expert account',
  staff: 'Create your Staff account',
};

/** /v3/register?type=provider|expert|staff[&invite=<id>]: one sign-up form with the account type as a choice. */
export default function RegisterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('type') as SignupType | null;
  const type: SignupType = requested && TYPES.includes(requested) ? requested : 'provider';
  const inviteId = searchParams.get('invite')?.trim() || undefined;

  const chooseType = (next: SignupType) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('type', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <AuthCard title={titles[type]} lead="It takes a minute. We then email you a code to confirm your address.">
      <RegisterForm type={type} onTypeChange={chooseType} inviteId={inviteId} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login.path}>
          Log in
        </Link>
      </Typography>
    </AuthCard>
  );
}
