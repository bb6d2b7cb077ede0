import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { type AdminRouteId, CONSOLE_SCREENS, openConsole } from '@/features/admin/console-handoff';
import { ApiError } from '@/lib/api-error';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Hands the admin's session to the console and opens `route` there; says why when it cannot (offline, refused). */
export function OpeningConsole({ route }: { route: AdminRouteId }) {
  const [state, setState] = useState<{ kind: 'opening' } | { kind: 'offline' } | { kind: 'failed'; message: string }>({ kind: 'opening' });
  const started = useRef(false);

  const open = useCallback(async () => {
    if (isOffline()) {
      setState({ kind: 'offline' });
      return;
    }
    setState({ kind: 'opening' });
    try {
      await openConsole(route);
    } catch (error) {
      if (isOffline()) setState({ kind: 'offline' });
      else setState({ kind: 'failed', message: error instanceof ApiError ? error.message : 'The console could not be opened.' });
    }
  }, [route]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void open();
  }, [open]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Admin console
      </Typography>
      {state.kind === 'opening' && <LoadingState label={`Opening ${CONSOLE_SCREENS[route].label} in the console…`} />}
      {state.kind === 'offline' && (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          action={
            <Button color="inherit" size="small" onClick={() => void open()}>
              Try again
            </Button>
          }
        >
          You are offline. Reconnect, then try again to open the console.
        </Alert>
      )}
      {state.kind === 'failed' && (
        <ErrorState title="The console could not be opened" message={state.message} onRetry={() => void open()} />
      )}
    </Container>
  );
}
