import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/query-state';

/** Said above a billing screen while the browser is offline: what is shown may be out of date, changes wait. */
export function OfflineNotice() {
  return (
    <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />} sx={{ mb: 2 }} role="status">
      You are offline. What you see may be out of date, and changes can be made once you are back online.
    </Alert>
  );
}

/** A part that could not load: offline says so; otherwise the server's message with a retry. */
export function LoadError({
  what,
  error,
  online,
  onRetry,
  children,
}: {
  what: string;
  error: Error;
  online: boolean;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <ErrorState
      title={online ? `${what} could not be loaded.` : `${what} cannot be loaded while you are offline.`}
      message={online ? error.message : undefined}
      onRetry={onRetry}
    >
      {children}
    </ErrorState>
  );
}
