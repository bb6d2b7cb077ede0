import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Shown while a screen's data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** Shown when a screen's data could not be loaded, with a way to try again. */
export function ErrorState({ title, message, onRetry, children }: { title: string; message?: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
      sx={{ my: 2 }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {message && <Typography component="p">{message}</Typography>}
      {children}
    </Alert>
  );
}
