import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { analytics } from '@/lib/analytics';
import { useSessionUiStore } from '@/stores/session-ui-store';

export const COOKIE_POLICY_URL = '/cookie-policy.pdf';

export function useAnalyticsConsent() {
  return useSyncExternalStore(analytics.subscribe, () => analytics.getConsent(), () => null);
}

/**
 * Spec §2: links to the cookie policy PDF. Accept stores consent and opts in to analytics; Close hides
 * the banner for this session without storing anything. Hidden once a choice is stored.
 */
export function CookieBanner() {
  const consent = useAnalyticsConsent();
  const closed = useSessionUiStore((s) => s.cookieBannerClosed);
  const close = useSessionUiStore((s) => s.closeCookieBanner);
  if (consent !== null || closed) return null;

  return (
    <Paper
      component="section"
      role="region"
      aria-label="Cookie consent"
      elevation={12}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: 520,
        p: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        We use cookies to keep you signed in and, with your consent, to understand how Jointly is used so we can improve it.
        Read our{' '}
        <Link href={COOKIE_POLICY_URL} target="_blank" rel="noopener">
          Cookie Policy (PDF)
        </Link>
        .
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" color="secondary" onClick={close}>
          Close
        </Button>
        <Button variant="contained" onClick={() => analytics.optIn()}>
          Accept
        </Button>
      </Box>
    </Paper>
  );
}
