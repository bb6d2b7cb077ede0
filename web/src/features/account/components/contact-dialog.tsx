import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAuthStore } from '@/stores/auth-store';
import { ContactForm } from './contact-form';

/** The contact form in a dialog (full screen on phones), prefilled with the signed-in user's name and e-mail. */
export function ContactDialog({ open, onClose, subject = '' }: { open: boolean; onClose: () => void; subject?: string }) {
  const user = useAuthStore((s) => s.user);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="contact-dialog-title">
      <DialogTitle id="contact-dialog-title" sx={{ pr: 7 }}>
        Contact the Jointly team
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <ContactForm
          defaults={{ name: typeof user?.name === 'string' ? user.name : '', email: user?.email ?? '', subject }}
          onSent={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
