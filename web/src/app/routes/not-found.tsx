import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';

/** Any unknown URL (spec §8: 'Page Not Found', status 404). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = useAuthStore((s) => Boolean(s.user));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" color="primary" sx={{ fontSize: 16 }}>
        404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {MESSAGES.pageNotFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={signedIn ? paths.dashboard.path : paths.home.path}>
          {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
        </Button>
        <Button variant="outlined" color="secondary" component={RouterLink} to={paths.join.path}>
          Join Jointly
        </Button>
      </Stack>
    </Container>
  );
}
