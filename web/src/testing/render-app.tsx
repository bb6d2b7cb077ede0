import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import { registerRouter } from '@/lib/navigation';
import { type SessionUser, useAuthStore } from '@/stores/auth-store';
import { trackRouteLoads } from './module-loads';

export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'acc-1',
    email: 'ada@provider.example',
    role: 'provider',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    oldUserStatus: false,
    ...overrides,
  };
}

export function signIn(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = aUser(overrides);
  useAuthStore.getState().setUser(user);
  return user;
}

/** Renders the real app (routes, guards, layouts, overlays) in a memory router at `url`. */
export function renderApp(url = '/', options: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(trackRouteLoads(options.routes ?? buildRoutes()), { initialEntries: [url] });
  const unregister = registerRouter(router);
  const utils = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return {
    ...utils,
    router,
    location: () => router.state.location,
    unmount: () => {
      utils.unmount();
      unregister();
      router.dispose();
    },
  };
}
