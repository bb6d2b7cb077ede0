import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

/** Spec §2: confirms a Tender Writer request; Continue closes it and goes to /v3/dashboard. */
export default function TenderWriterDialog() {
  const open = useDialogStore((s) => s.showDialog);
  const setShowDialog = useDialogStore((s) => s.setShowDialog);
  const email = useAuthStore((s) => s.user?.email);
  const navigate = useNavigate();

  const onContinue = () => {
    setShowDialog(false);
    navigate(paths.dashboard.path);
  };

  return (
    <Dialog open={open} aria-labelledby="tender-writer-title" aria-describedby="tender-writer-text" maxWidth="xs" fullWidth>
      <DialogTitle id="tender-writer-title">Tender Writer request received</DialogTitle>
      <DialogContent>
        <DialogContentText id="tender-writer-text">
          Your request for a Tender Writer was successfully processed. An email with details of our Tender Writing Services
          has just been sent to {email ? <strong>{email}</strong> : 'your email address'}.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onContinue} autoFocus>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
