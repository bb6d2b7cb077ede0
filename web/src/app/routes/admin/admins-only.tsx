import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';

/** What a signed-in non-admin sees on /admin and /admin/…: a clear refusal and the way back to their own dashboard. */
export function AdminsOnly() {
  const user = useAuthStore((s) => s.user);
  const home = accountKindOf(user) === 'expert' ? paths.expertDashboard.path : paths.dashboard.path;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <LockIcon color="primary" aria-hidden="true" />
          <Typography variant="h2" component="h1">
            Admins only
          </Typography>
        </Stack>
        <Typography sx={{ mb: 1 }}>
          This part of Jointly is for platform administrators. You are signed in as <strong>{user?.email}</strong>, which is not an admin
          account.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          If you should have admin access, ask a Jointly administrator.
        </Typography>
        <Button variant="contained" component={RouterLink} to={home}>
          Go to your dashboard
        </Button>
      </Paper>
    </Container>
  );
}
