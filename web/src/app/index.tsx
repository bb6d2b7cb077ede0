import { RouterProvider } from 'react-router-dom';
import { registerRouter } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();
registerRouter(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
