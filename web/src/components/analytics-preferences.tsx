import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { analytics } from '@/lib/analytics';
import { useAnalyticsConsent } from './overlays/cookie-banner';

/** Lets a visitor change the analytics choice at any time (opt-out stores false and stops tracking). */
export function AnalyticsPreferences() {
  const consent = useAnalyticsConsent();
  const label = consent === true ? 'Analytics: on' : consent === false ? 'Analytics: off' : 'Analytics: not chosen';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {consent === true ? (
        <Button size="small" color="secondary" onClick={() => analytics.optOut()}>
          Stop analytics
        </Button>
      ) : (
        <>
          <Button size="small" onClick={() => analytics.optIn()}>
            Allow analytics
          </Button>
          {consent === null && (
            <Button size="small" color="secondary" onClick={() => analytics.optOut()}>
              Refuse analytics
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
