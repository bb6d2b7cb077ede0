import AccountCircle from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOut } from '@/features/account/api/sign-out';
import { useAuthStore } from '@/stores/auth-store';
import { useOpenedOnce } from '@/lib/use-opened-once';

// MUI's Menu (with Popover and Modal) is fetched when the menu first opens, keeping it out of the first paint.
const Menu = lazy(() => import('@mui/material/Menu'));

export function AccountMenu() {
  const email = useAuthStore((s) => s.user?.email);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so that closing runs its transition.
  const opened = useOpenedOnce(anchor !== null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <Menu
            id="account-menu"
            anchorEl={anchor}
            open={anchor !== null}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {email && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 280, overflowWrap: 'anywhere' }}>
                Signed in as {email}
              </Typography>
            )}
            {email && <Divider />}
            <MenuItem
              onClick={() => {
                close();
                navigate(paths.account.path);
              }}
            >
              Your account
            </MenuItem>
            <MenuItem
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              Log out
            </MenuItem>
          </Menu>
        </Suspense>
      )}
    </>
  );
}
