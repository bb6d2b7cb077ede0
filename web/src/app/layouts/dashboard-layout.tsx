import EditNoteIcon from '@mui/icons-material/EditNote';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { ServerStateProvider } from '@/components/server-state-provider';
import { useRequestTenderWriter } from '@/features/account/api/requests';
import { unreadQuery } from '@/features/messages/api/messages';
import { useLiveChannel, useShouldPoll } from '@/features/messages/live/live-channel';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { AccountMenu } from './account-menu';
import { WrongDashboardArea, belongsIn, dashboardAreaOf } from './dashboard-area';
import { homePathFor } from './home-path';
import { navItemsFor } from './nav-items';
import { NotificationsBell } from './notifications-bell';
import { SiteFooter } from './site-footer';
import { preloadRoute } from '../screen-modules';
import { SkipLink } from './skip-link';

export const DRAWER_WIDTH = 264;

// The small screens' navigation drawer (MUI Drawer: Modal and Slide) is fetched when first opened; on wide screens
// the navigation is a plain fixed column, drawn like MUI's permanent drawer.
const Drawer = lazy(() => import('@mui/material/Drawer'));

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  const openMatching = useDialogStore((s) => s.setShowConsortiumMatchingCompanies);
  const requestWriter = useRequestTenderWriter();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <BrandLogo to={homePathFor(kind)} />
      </Toolbar>
      <Divider />
      <List component="nav" aria-label="Dashboard" sx={{ px: 1 }}>
        {navItemsFor(kind).map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            onMouseEnter={() => preloadRoute(item.to)}
            onFocus={() => preloadRoute(item.to)}
            sx={{
              borderRadius: 1,
              mb: 0.25,
              '&.active': {
                bgcolor: 'rgba(3, 152, 158, 0.18)',
                color: 'primary.main',
                '& .MuiListItemIcon-root': { color: 'primary.main' },
              },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <item.icon />
            </ListItemIcon>
            <ListItemText primary={item.label} />
            {item.label === 'Messages' && <MessagesBadge />}
          </ListItemButton>
        ))}
      </List>
      {kind !== 'admin' && (
        <>
          <Divider sx={{ mt: 'auto' }} />
          <Stack spacing={1} sx={{ p: 2 }}>
            {kind !== 'expert' && (
              <Button
                variant="outlined"
                startIcon={<HandshakeIcon />}
                onClick={() => {
                  onNavigate?.();
                  openMatching(true);
                }}
              >
                Find consortium partners
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={<EditNoteIcon />}
              disabled={requestWriter.isPending}
              onClick={() => requestWriter.mutate({})}
            >
              Request a Tender Writer
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}

/** Layout of the signed-in pages: top bar with the bell and account menu, and a drawer that is permanent from md up. */
export default function DashboardLayout() {
  return (
    <ServerStateProvider>
      <DashboardShell />
    </ServerStateProvider>
  );
}

/** The unread message count beside "Messages", kept current by the live stream (polled while it is down). */
function MessagesBadge() {
  const poll = useShouldPoll();
  const unread = useQuery(unreadQuery(poll));
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return <Badge badgeContent={total} color="primary" max={99} aria-label={`${total} unread messages`} sx={{ mr: 1 }} />;
}

function DashboardShell() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileOpened = useOpenedOnce(mobileOpen);
  const user = useAuthStore((s) => s.user);
  useLiveChannel(user !== null && accountKindOf(user) !== 'admin');
  const { pathname } = useLocation();
  const kind = accountKindOf(user);
  const area = dashboardAreaOf(pathname);

  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          bgcolor: 'rgba(0, 10, 10, 0.92)',
          backdropFilter: 'blur(8px)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-controls="dashboard-drawer"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ display: { md: 'none' } }}>
            <BrandLogo to={homePathFor(kind)} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <NotificationsBell />
          <AccountMenu />
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {mobileOpened && (
          <Suspense fallback={null}>
            <Drawer
              id="dashboard-drawer"
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              ModalProps={{ keepMounted: false }}
              sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: Math.min(DRAWER_WIDTH, 320), maxWidth: '85vw' } }}
            >
              <DrawerContent onNavigate={() => setMobileOpen(false)} />
            </Drawer>
          </Suspense>
        )}
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            overflowY: 'auto',
            zIndex: (theme) => theme.zIndex.drawer,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <DrawerContent />
        </Box>
      </Box>

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none', p: { xs: 2, sm: 3 } }}>
          {area && !belongsIn(kind, area) ? <WrongDashboardArea area={area} kind={kind} /> : <Outlet />}
        </Box>
        <SiteFooter compact />
      </Box>
    </Box>
  );
}
