import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { registerRouter } from '@/lib/navigation';
import { useSettledLoad } from '@/lib/use-settled-load';
import { AppProvider } from './provider';
import { createAppRouter, prefetchAccountScreens } from './router';

const router = createAppRouter();
registerRouter(router);

export function App() {
  // Warm the account screens' route map once the first route has settled (its screen and data loaded) and the
  // browser is idle, so that it does not compete with the first paint.
  const [warm] = useSettledLoad();
  useEffect(() => {
    if (warm) prefetchAccountScreens();
  }, [warm]);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
