import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AnalyticsPreferences } from '@/components/analytics-preferences';
import { COOKIE_POLICY_URL } from '@/components/overlays/cookie-banner';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';

// Loaded when the footer comes near the viewport, so it is not part of the first paint.
const NewsletterForm = lazy(() => import('@/features/account/components/newsletter-form'));

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const signedIn = useAuthStore((s) => Boolean(s.user));
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto', py: compact ? 2 : 4 }}>
      <Container maxWidth="lg">
        {!compact && (
          <Box sx={{ mb: 3 }}>
            <WhenNearViewport minHeight={120}>
              <NewsletterForm />
            </WhenNearViewport>
          </Box>
        )}
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
            {!compact && !signedIn && (
              <Link component={RouterLink} to="/#contact" color="text.secondary">
                Contact us
              </Link>
            )}
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
