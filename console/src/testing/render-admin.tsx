import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter, memoryStore, type DataProvider } from 'react-admin';
import { darkTheme } from '../layout/theme';

/**
 * Renders a console screen the way <Admin> does (data provider, theme, router, resource, toasts) at `path`, with
 * `route` as the route pattern, against a fake data provider. Each render gets its own store and query cache; failed
 * queries are not retried, so error states show at once.
 */
export function renderAdmin(
  ui: ReactNode,
  // Fakes implement only the methods a screen calls, with concrete record types: typed loosely on purpose.
  {
    dataProvider,
    resource,
    path = '/',
    route = '*',
  }: { dataProvider: Record<string, unknown>; resource: string; path?: string; route?: string },
) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        theme={darkTheme}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
