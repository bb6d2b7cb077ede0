import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { ConsoleLayout } from './layout/layout';
import { LoginPage } from './layout/login-page';
import { darkTheme } from './layout/theme';
import { mail } from './mail';
import { partners } from './partners';
import { users } from './users';

const Dashboard = lazy(() => import('./dashboard/dashboard'));

/** The Jointly admin console: one <Resource> per admin resource, each screen loaded on first use. */
export function App() {
  return (
    <Admin
      title="Jointly console"
      disableTelemetry
      theme={darkTheme}
      darkTheme={null}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={Dashboard}
      requireAuth
    >
      <Resource name="users" {...users} />
      <Resource name="partners" {...partners} />
      <Resource name="mail" {...mail} />
    </Admin>
  );
}
