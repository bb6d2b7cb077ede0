import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { homePathFor } from './home-path';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

const sectionLinks = [
  { label: 'Features', to: '/#features' },
  { label: 'How it works', to: '/#how-it-works' },
  { label: 'Browse tenders', to: paths.guest.path },
  { label: 'Expert Connect', to: paths.expertConnect.path },
];

/** Layout of the open and guest pages: top bar, page, footer. */
export default function PublicLayout() {
  const user = useAuthStore((s) => s.user);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" sx={{ bgcolor: 'rgba(0, 10, 10, 0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2, px: { xs: 1.5, sm: 3 } }}>
          <BrandLogo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
            {sectionLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="secondary">
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1}>
            {user ? (
              <Button variant="contained" component={RouterLink} to={homePathFor(accountKindOf(user))}>
                Dashboard
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to={paths.login.path} color="secondary">
                  Log in
                </Button>
                <Button variant="contained" component={RouterLink} to={paths.join.path}>
                  Join
                </Button>
              </>
            )}
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
