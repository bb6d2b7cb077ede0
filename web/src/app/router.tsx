import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { adminAreaLoader, homeLoader, legacyDashboardLoader, loaderFor } from './guards';
import type { AccountScreen } from './account-screens';
import { BIDS_SCREEN_PREFIX, type BidsScreenName } from './bids-screen-names';
import { CONSORTIUM_SCREEN_PREFIX, type ConsortiumScreenName } from './consortium-screen-names';
import { ELIGIBILITY_SCREEN_PREFIX, type EligibilityScreenName } from './eligibility-screen-names';
import { TENDER_SCREEN_PREFIX, type TenderScreenName } from './tender-screen-names';
import { RootLayout } from './root-layout';
import { type RouteEntry, routeCatalogue, type ScreenHandle } from './route-catalogue';
import { RouteErrorPage } from './route-error';

// Every screen and layout is its own chunk, loaded when a route first needs it.
type LazyModule = () => Promise<{ default: React.ComponentType }>;
const asLazy = (load: LazyModule) => async () => ({ Component: (await load()).default });

// The frame's screens load straight from the entry; the account screens through their own small map.
const frameScreens = {
  landing: () => import('./routes/landing'),
  join: () => import('./routes/join'),
  login: () => import('./routes/auth/login'),
  'coming-soon': () => import('./routes/coming-soon'),
  'not-found': () => import('./routes/not-found'),
} satisfies Record<string, LazyModule>;

const loadAccountScreens = () => import('./account-screens');
const loadTenderScreens = () => import('./tender-screens');
const loadConsortiumScreens = () => import('./consortium-screens');
const loadEligibilityScreens = () => import('./eligibility-screens');
const loadBidsScreens = () => import('./bids-screens');

/** Fetches the account screens' map ahead of need (called once the browser is idle). */
export function prefetchAccountScreens(): void {
  void loadAccountScreens().catch(() => undefined);
}

function screenModule(screen: Exclude<RouteEntry['screen'], 'redirect'>): LazyModule {
  if (screen in frameScreens) return frameScreens[screen as keyof typeof frameScreens];
  if (screen.startsWith(TENDER_SCREEN_PREFIX)) return async () => (await loadTenderScreens()).tenderScreens[screen as TenderScreenName]();
  if (screen.startsWith(CONSORTIUM_SCREEN_PREFIX))
    return async () => (await loadConsortiumScreens()).consortiumScreens[screen as ConsortiumScreenName]();
  if (screen.startsWith(ELIGIBILITY_SCREEN_PREFIX))
    return async () => (await loadEligibilityScreens()).eligibilityScreens[screen as EligibilityScreenName]();
  if (screen.startsWith(BIDS_SCREEN_PREFIX)) return async () => (await loadBidsScreens()).bidsScreens[screen as BidsScreenName]();
  return async () => (await loadAccountScreens()).accountScreens[screen as AccountScreen]();
}

/**
 * Guards run again when the page (pathname) changes, not when only its query does: a screen that keeps its state in
 * the URL (the tender search's filters and page) then updates at once instead of waiting for a loader round.
 */
export const revalidateOnNewPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;

function toRoute(entry: RouteEntry): RouteObject {
  const handle: ScreenHandle = { id: entry.id, title: entry.title, guard: entry.guard, layout: entry.layout };
  // Loader-only route; the spinner only shows for the instant before the redirect lands.
  if (entry.screen === 'redirect') return { id: entry.id, path: entry.path, loader: legacyDashboardLoader, handle, Component: PageSpinner };
  const loader = entry.id === 'home' ? homeLoader : entry.screen === 'admin-console' ? adminAreaLoader : loaderFor[entry.guard];
  const base = {
    id: entry.id,
    handle,
    lazy: asLazy(screenModule(entry.screen)),
    ...(loader ? { loader, shouldRevalidate: revalidateOnNewPage } : {}),
  };
  return entry.path === '/' ? { ...base, index: true } : { ...base, path: entry.path };
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes = routeCatalogue.filter((entry) => entry.layout === 'public').map(toRoute);
  const dashboardRoutes = routeCatalogue.filter((entry) => entry.layout === 'dashboard').map(toRoute);
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          id: 'public-layout',
          lazy: asLazy(() => import('./layouts/public-layout')),
          children: [
            ...publicRoutes,
            {
              id: 'not-found',
              path: '*',
              handle: { id: 'not-found', title: 'Page Not Found', guard: 'open', layout: 'public' } satisfies ScreenHandle,
              lazy: asLazy(() => import('./routes/not-found')),
            },
          ],
        },
        { id: 'dashboard-layout', lazy: asLazy(() => import('./layouts/dashboard-layout')), children: dashboardRoutes },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
