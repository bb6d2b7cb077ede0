import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { withChunkReload } from '@/lib/chunk-loading';
import { PageSpinner } from '@/components/ui/page-spinner';
import { adminAreaLoader, homeLoader, legacyDashboardLoader, loaderFor } from './guards';
import { RootLayout } from './root-layout';
import { type RouteEntry, routeCatalogue, type ScreenHandle } from './route-catalogue';
import { RouteErrorPage } from './route-error';
import { screenModule } from './screen-modules';

export { prefetchAccountScreens, preloadRoute } from './screen-modules';

type LazyModule = () => Promise<{ default: React.ComponentType }>;
// A chunk missing after a deploy reloads the page, at most once per 10 s (lib/chunk-loading.ts).
const asLazy = (load: LazyModule) => async () => ({ Component: (await withChunkReload(load)()).default });

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
