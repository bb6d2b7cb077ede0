import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { AnalyticsTracker } from '@/components/analytics-tracker';
import { CookieBanner } from '@/components/overlays/cookie-banner';
import { LoadingOverlay } from '@/components/overlays/loading-overlay';
import { TestBanner } from '@/components/overlays/test-banner';
import { ScrollManager } from '@/components/scroll-manager';
import { Toaster } from '@/components/ui/toast/toaster';
import { useDialogStore } from '@/stores/dialog-store';
import type { ScreenHandle } from './route-catalogue';

// The two dialogs are only fetched when first opened, keeping them out of the first paint.
const TenderWriterDialog = lazy(() => import('@/components/overlays/tender-writer-dialog'));
const ConsortiumMatchingDialog = lazy(() => import('@/features/consortiums/components/consortium-matching-dialog-container'));

/** True once `open` has been true: a dialog stays mounted after closing so its exit transition can run. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function DocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as ScreenHandle | undefined)?.title)?.handle as
    | ScreenHandle
    | undefined;
  const title = handle?.title;
  useEffect(() => {
    document.title = title && handle?.id !== 'home' ? `${title} · Jointly` : 'Jointly · Tender discovery and joint bidding';
  }, [title, handle?.id]);
  return null;
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  // A plain CSS bar (LinearProgress would add weight to the first paint).
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 2,
        bgcolor: 'rgba(3, 152, 158, 0.25)',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'jointly-nav-progress 1.1s ease-in-out infinite',
        },
        '@keyframes jointly-nav-progress': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
      }}
    />
  );
}

/** Wraps every route: the global overlays (spec §2) and the page. */
export function RootLayout() {
  const showTenderWriter = useDialogStore((s) => s.showDialog);
  const showMatching = useDialogStore((s) => s.showConsortiumMatchingCompanies);
  const tenderWriterMounted = useOpenedOnce(showTenderWriter);
  const matchingMounted = useOpenedOnce(showMatching);

  return (
    <>
      <ScrollManager />
      <DocumentTitle />
      <AnalyticsTracker />
      <NavigationProgress />
      <TestBanner />
      <Outlet />
      <LoadingOverlay />
      <Suspense fallback={null}>
        {tenderWriterMounted && <TenderWriterDialog />}
        {matchingMounted && <ConsortiumMatchingDialog />}
      </Suspense>
      <CookieBanner />
      <Toaster />
    </>
  );
}
