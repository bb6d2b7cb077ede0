import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// The dialog (and its form) is fetched on the first click, keeping it out of the tender search's first paint.
const RequestTenderDialog = lazy(() => import('./request-tender-dialog'));

/** "Request a tender we don’t list": the button, and the dialog it opens (request-tender-dialog.tsx). */
export function RequestTenderButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        // Fetch the dialog as soon as the button is pointed at, so that it opens without a wait.
        onPointerEnter={() => void import('./request-tender-dialog').catch(() => undefined)}
      >
        Request a tender we don’t list
      </Button>
      {/* Stays mounted once opened, so that closing runs its transition and a second opening keeps what was typed. */}
      {opened && (
        <Suspense fallback={null}>
          <RequestTenderDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
