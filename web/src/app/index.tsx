import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { registerRouter } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter, prefetchAccountScreens } from './router';

const router = createAppRouter();
registerRouter(router);

export function App() {
  useEffect(() => {
    // Warm the account screens' route map once the first paint is done.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetchAccountScreens, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(prefetchAccountScreens, 2000);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
