import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AnalyticsPreferences } from '@/components/analytics-preferences';
import { COOKIE_POLICY_URL } from '@/components/overlays/cookie-banner';
import { paths } from '@/config/paths';

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto', py: compact ? 2 : 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Stack component="nav" aria-label="Footer" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={paths.home.path} color="text.secondary">
              Home
            </Link>
            <Link component={RouterLink} to={paths.join.path} color="text.secondary">
              Join
            </Link>
            <Link component={RouterLink} to={paths.guest.path} color="text.secondary">
              Browse tenders
            </Link>
            <Link component={RouterLink} to={paths.expertConnect.path} color="text.secondary">
              Expert Connect
            </Link>
            <Link href={COOKIE_POLICY_URL} target="_blank" rel="noopener" color="text.secondary">
              Cookie Policy (PDF)
            </Link>
          </Stack>
          <AnalyticsPreferences />
        </Stack>
        {!compact && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            © {new Date().getFullYear()} Jointly. Tender discovery and joint bidding for providers and experts.
          </Typography>
        )}
      </Container>
    </Box>
  );
}
