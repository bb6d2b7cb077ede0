import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import type { ScreenHandle } from '../route-catalogue';
import { screenDescriptions } from '../screen-descriptions';

function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * The honest placeholder for a screen that needs backend data and is not built yet: its title, what
 * it will do, and ways back. Each route passes its own description through the route handle.
 */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as ScreenHandle | undefined;
  const params = useParams();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);

  const title = params.name && handle?.id.endsWith('section') ? titleFromSlug(params.name) : (handle?.title ?? 'This page');
  const description = handle ? screenDescriptions[handle.id] : undefined;
  const isAdmin = handle?.id.startsWith('admin') ?? false;
  const home = user ? (kind === 'expert' ? paths.expertDashboard.path : paths.dashboard.path) : paths.home.path;
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <ConstructionIcon color="primary" aria-hidden="true" />
          <Chip label="Coming soon" color="primary" variant="outlined" size="small" />
        </Stack>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {params.id && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Reference: <Box component="code">{params.id}</Box>
          </Typography>
        )}
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          What this page will do
        </Typography>
        <Typography sx={{ mb: 3 }}>{description?.summary ?? 'This part of Jointly is on its way.'}</Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          We are still building this page. Everything else in the navigation works, and nothing you have saved is lost.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canGoBack && (
            <Button variant="outlined" color="secondary" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
              Go back
            </Button>
          )}
          <Button variant="contained" component={RouterLink} to={home}>
            {user ? 'Go to your dashboard' : 'Go to the home page'}
          </Button>
          {!user && (
            <Button variant="outlined" component={RouterLink} to={paths.join.path}>
              Join Jointly
            </Button>
          )}
          {isAdmin && (
            <Button variant="outlined" href="/console/">
              Open the admin console
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
