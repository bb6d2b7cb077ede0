import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useDialogStore } from '@/stores/dialog-store';

/** The global loading spinner, driven by the dialog store's isLoading flag. */
export function LoadingOverlay() {
  const isLoading = useDialogStore((s) => s.isLoading);
  if (!isLoading) return null;
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'rgba(0, 10, 10, 0.72)' }} aria-busy="true">
      <CircularProgress color="primary" aria-label="Loading" />
    </Backdrop>
  );
}
