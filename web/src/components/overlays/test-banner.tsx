import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/config/constants';
import { getEnv } from '@/config/env';
import { brand } from '@/config/theme';
import { useSessionUiStore } from '@/stores/session-ui-store';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The test banner shows on the local host or on the configured dev host (VITE_DEV_HOST). */
export function isTestHost(hostname: string, devHost: string = getEnv().devHost): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || (devHost !== '' && host === devHost);
}

/** Spec §2: only on the local or dev host; dismissible until reload; links to the live site. */
export function TestBanner({ hostname = window.location.hostname }: { hostname?: string }) {
  const dismissed = useSessionUiStore((s) => s.testBannerDismissed);
  const dismiss = useSessionUiStore((s) => s.dismissTestBanner);
  if (dismissed || !isTestHost(hostname)) return null;
  const { liveUrl } = getEnv();

  return (
    <Box
      component="aside"
      aria-label="Test environment"
      sx={{
        bgcolor: brand.secondary,
        color: brand.primary,
        px: 2,
        py: 0.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        flexWrap: 'wrap',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {MESSAGES.testEnvironment}{' '}
        <Link href={liveUrl} sx={{ color: brand.primary, textDecoration: 'underline', fontWeight: 700 }}>
          Go to the live site
        </Link>
      </Typography>
      <IconButton size="small" onClick={dismiss} aria-label="Dismiss test environment banner" sx={{ color: brand.primary }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
